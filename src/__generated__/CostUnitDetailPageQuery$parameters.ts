/**
 * @generated SignedSource<<bc2ccdd1d775452c2c0058a40398783d>>
 * @relayHash c99292e595c02a2f1249444c55652fae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d76f86323ceb7ac76f767532c490c0690ad36df528a19a2f94fa94ab0215d88

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CostUnitDetailPageQuery } from './CostUnitDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<CostUnitDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1d76f86323ceb7ac76f767532c490c0690ad36df528a19a2f94fa94ab0215d88",
    "metadata": {},
    "name": "CostUnitDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
