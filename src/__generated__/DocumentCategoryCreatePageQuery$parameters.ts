/**
 * @generated SignedSource<<7a59a94eae7d9fba8ecb607d96d41a8a>>
 * @relayHash cecb12f9cc05d0f8426bfbe3a9f91489
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 16c43e1b9cb7ff900a1070ef3171c74c7a0141a2f11a8c60f959c1ce5e24f50e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DocumentCategoryCreatePageQuery } from './DocumentCategoryCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<DocumentCategoryCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "16c43e1b9cb7ff900a1070ef3171c74c7a0141a2f11a8c60f959c1ce5e24f50e",
    "metadata": {},
    "name": "DocumentCategoryCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
