/**
 * @generated SignedSource<<beeb703dbeadde928355d8bfe4614c55>>
 * @relayHash a75267593f07e2ae4d014530bd3fd95f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18dcbfdbf2647e65a10ad22b70e958ff3ed2db3c7d4dd737dd30a2e0771db1ef

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CostCenterCreatePageQuery } from './CostCenterCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<CostCenterCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "18dcbfdbf2647e65a10ad22b70e958ff3ed2db3c7d4dd737dd30a2e0771db1ef",
    "metadata": {},
    "name": "CostCenterCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
