/**
 * @generated SignedSource<<fa8f6f72ab37f60bf23ecd4f71d634a1>>
 * @relayHash 3e7fcb4fe24df1cacfd45122290c646d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65568c772bf2962c1d0ee2cc357a712d375d7e61380a070ea7e72ed94efa44d6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DocumentDetailsPageQuery } from './DocumentDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<DocumentDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "65568c772bf2962c1d0ee2cc357a712d375d7e61380a070ea7e72ed94efa44d6",
    "metadata": {},
    "name": "DocumentDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
