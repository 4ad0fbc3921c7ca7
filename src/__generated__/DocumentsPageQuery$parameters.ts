/**
 * @generated SignedSource<<1992ee623a8ae0adb46f3d7617bcb675>>
 * @relayHash 5ea587fb81a9f9d7279d252559316ad2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc57614eb8f5ebbe30a471e74cda86fb7ba348c764af5f4b1d897d2bd9cdfcdb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DocumentsPageQuery } from './DocumentsPageQuery.graphql';

const node: PreloadableConcreteRequest<DocumentsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dc57614eb8f5ebbe30a471e74cda86fb7ba348c764af5f4b1d897d2bd9cdfcdb",
    "metadata": {},
    "name": "DocumentsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
