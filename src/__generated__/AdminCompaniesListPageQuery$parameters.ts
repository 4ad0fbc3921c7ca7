/**
 * @generated SignedSource<<1bdfda4abb8df0faa71fcbefe1c5f839>>
 * @relayHash 889bad966075836af2cb95b87ea89724
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 48de595efc4b49efee5e2ae61c906c3c4cc6750e73cceaaabcb73486cfedd86c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminCompaniesListPageQuery } from './AdminCompaniesListPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminCompaniesListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "48de595efc4b49efee5e2ae61c906c3c4cc6750e73cceaaabcb73486cfedd86c",
    "metadata": {},
    "name": "AdminCompaniesListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
