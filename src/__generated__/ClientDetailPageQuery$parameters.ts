/**
 * @generated SignedSource<<1a51b7f1bf59af4847f97bb9c9b047f4>>
 * @relayHash f6db4761d90016c4f86a0159f4de39e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c17048db19eea792d1cade90da8a08d75983efbe4a48fb33d59ac2e6f1102c4

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClientDetailPageQuery } from './ClientDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<ClientDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0c17048db19eea792d1cade90da8a08d75983efbe4a48fb33d59ac2e6f1102c4",
    "metadata": {},
    "name": "ClientDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
