/**
 * @generated SignedSource<<32ee94ac3e7187344a3fb26679297c4c>>
 * @relayHash afe9a637e533667c1dbcb83cd49a37f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f65579eccd1d792f1f815c9b421cac7169104cbe2fc8b18297c937d0d6f8037a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ReviewPageQuery } from './ReviewPageQuery.graphql';

const node: PreloadableConcreteRequest<ReviewPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f65579eccd1d792f1f815c9b421cac7169104cbe2fc8b18297c937d0d6f8037a",
    "metadata": {},
    "name": "ReviewPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
