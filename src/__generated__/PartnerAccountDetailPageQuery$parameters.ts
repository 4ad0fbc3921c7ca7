/**
 * @generated SignedSource<<6f18520c0399380ab818618b89f6853e>>
 * @relayHash a97d3851e5aebeec302568595a8d2cc2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8094857fe04c9b6fc0501f6a0fde3b2ca93638de299ce2fa4880bf9e8ec6e0f6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PartnerAccountDetailPageQuery } from './PartnerAccountDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<PartnerAccountDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8094857fe04c9b6fc0501f6a0fde3b2ca93638de299ce2fa4880bf9e8ec6e0f6",
    "metadata": {},
    "name": "PartnerAccountDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
