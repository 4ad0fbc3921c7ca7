/**
 * @generated SignedSource<<b6f635f77fa3e4590f94c5a7dc6d565d>>
 * @relayHash 3cc2432de75ff2e8807615462b2716ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63e0a927af54038cdcfe34b16bb9294382305dbbb1e8f53d0fb2c28ff8b123bf

import { PreloadableConcreteRequest } from 'relay-runtime';
import { GeneralLedgerAccountDetailPageQuery } from './GeneralLedgerAccountDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<GeneralLedgerAccountDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "63e0a927af54038cdcfe34b16bb9294382305dbbb1e8f53d0fb2c28ff8b123bf",
    "metadata": {},
    "name": "GeneralLedgerAccountDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
