/**
 * @generated SignedSource<<64a6e544f0a99cb5008aacaf59731b4c>>
 * @relayHash 50dc780a13c9517e27ff0247e3a64c9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ced2850318e9a8506e091f15733284705da6c9ec20bb487957b5ee321241b1c0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CostCenterDetailPageQuery } from './CostCenterDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<CostCenterDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ced2850318e9a8506e091f15733284705da6c9ec20bb487957b5ee321241b1c0",
    "metadata": {},
    "name": "CostCenterDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
