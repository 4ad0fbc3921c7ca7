/**
 * @generated SignedSource<<8bb5355abc58e3fe894f1d82f7ae7ad0>>
 * @relayHash f56b1a44a08d480f5ec00e800ceaf374
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33490f7176d7d4de1f8c9e9073573cab4ab2fd9a61f227ea8f40e4bc96f25b95

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CostCentersListPageQuery } from './CostCentersListPageQuery.graphql';

const node: PreloadableConcreteRequest<CostCentersListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "33490f7176d7d4de1f8c9e9073573cab4ab2fd9a61f227ea8f40e4bc96f25b95",
    "metadata": {},
    "name": "CostCentersListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
