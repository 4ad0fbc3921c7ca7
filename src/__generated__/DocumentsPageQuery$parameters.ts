/**
 * @generated SignedSource<<410e14295ee08543a4ede7e2822f0901>>
 * @relayHash 3819fe158c238ec85bca800c93fc96af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d266de4c7f55c19c82024c81d8cfd8d339fa26d806e0a6a6fbad848e122d3f1c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DocumentsPageQuery } from './DocumentsPageQuery.graphql';

const node: PreloadableConcreteRequest<DocumentsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d266de4c7f55c19c82024c81d8cfd8d339fa26d806e0a6a6fbad848e122d3f1c",
    "metadata": {},
    "name": "DocumentsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
