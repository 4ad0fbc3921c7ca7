/**
 * @generated SignedSource<<272cb277fe4807a1c064fcce17cc774d>>
 * @relayHash a1afe652926c8f7de809350e01fb4da3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ddaaa25daf99b9b140fa184c64f63b3c02626e8bd3c3ee03037506952e459641

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PartnerAccountsListPageQuery } from './PartnerAccountsListPageQuery.graphql';

const node: PreloadableConcreteRequest<PartnerAccountsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ddaaa25daf99b9b140fa184c64f63b3c02626e8bd3c3ee03037506952e459641",
    "metadata": {},
    "name": "PartnerAccountsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
