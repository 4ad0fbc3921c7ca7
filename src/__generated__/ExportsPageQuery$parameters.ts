/**
 * @generated SignedSource<<0034fb85b68389280f6256a34d6ac365>>
 * @relayHash 61a9c42470ca936f408c8db619a99e82
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7eadfef88fbb8575ca4211b21b518fe35347c6f1adb69d04bbd3d7398f2cce17

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExportsPageQuery } from './ExportsPageQuery.graphql';

const node: PreloadableConcreteRequest<ExportsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7eadfef88fbb8575ca4211b21b518fe35347c6f1adb69d04bbd3d7398f2cce17",
    "metadata": {},
    "name": "ExportsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
