/**
 * @generated SignedSource<<7c4cdd1e9269c7274aa0dfa98180eb31>>
 * @relayHash 1df9435c4275b6288ee34c626b7cca60
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e5b569e68473d00529b63dbc483dfc9b70e05c90569470244b7309f33cf8ec7e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { GeneralLedgerAccountCreatePageQuery } from './GeneralLedgerAccountCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<GeneralLedgerAccountCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e5b569e68473d00529b63dbc483dfc9b70e05c90569470244b7309f33cf8ec7e",
    "metadata": {},
    "name": "GeneralLedgerAccountCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
