/**
 * @generated SignedSource<<619761c2550186235581fa0b104daf98>>
 * @relayHash f515653e06af6e6982d26e8479b058bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e58f778c5ffb49f3fda8551e6bcd365dbc87744c8eac856efc859f189bbd45f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PartnerAccountCreatePageQuery } from './PartnerAccountCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<PartnerAccountCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0e58f778c5ffb49f3fda8551e6bcd365dbc87744c8eac856efc859f189bbd45f",
    "metadata": {},
    "name": "PartnerAccountCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
