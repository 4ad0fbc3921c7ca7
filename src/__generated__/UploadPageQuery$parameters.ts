/**
 * @generated SignedSource<<aced06c66f5f31c41c4d6e3a20e5f738>>
 * @relayHash a7097205371e3d37e15b16a96433397a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d4e06c47bf08a3c6eca730edf0571b2945b330d7cbe523b4cecef378efb7cb3b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UploadPageQuery } from './UploadPageQuery.graphql';

const node: PreloadableConcreteRequest<UploadPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d4e06c47bf08a3c6eca730edf0571b2945b330d7cbe523b4cecef378efb7cb3b",
    "metadata": {},
    "name": "UploadPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
