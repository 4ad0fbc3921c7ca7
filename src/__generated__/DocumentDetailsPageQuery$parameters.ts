/**
 * @generated SignedSource<<8b9688b3652896e979d9cd4ca15b066b>>
 * @relayHash 6679bac7de6e615c556313a9c0cb778e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 01a5b621c2dd783e25d1a3c75275679fe23aac5d0a6569f8792dfe1ef76a1bbb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DocumentDetailsPageQuery } from './DocumentDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<DocumentDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "01a5b621c2dd783e25d1a3c75275679fe23aac5d0a6569f8792dfe1ef76a1bbb",
    "metadata": {},
    "name": "DocumentDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
