/**
 * @generated SignedSource<<e2cc95ee757b662f3633c312ba06dc43>>
 * @relayHash 2f3f76fc0b88875041ded79d10347a5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0522f0b3a93e26c77cd86565188d38cc1c69242f40c481e7121bcd22779308df

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DocumentCategoryDetailPageQuery } from './DocumentCategoryDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<DocumentCategoryDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0522f0b3a93e26c77cd86565188d38cc1c69242f40c481e7121bcd22779308df",
    "metadata": {},
    "name": "DocumentCategoryDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
