/**
 * @generated SignedSource<<552bd78977bf8718277a63b8eba54c19>>
 * @relayHash 1e88ca842f11bceb81925971f2fcf9b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c11ce1c88d30912c91d0a9ec7e76e8b359bc0412056914e25c73f807e81e0a2a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExternalDocumentPageQuery } from './ExternalDocumentPageQuery.graphql';

const node: PreloadableConcreteRequest<ExternalDocumentPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c11ce1c88d30912c91d0a9ec7e76e8b359bc0412056914e25c73f807e81e0a2a",
    "metadata": {},
    "name": "ExternalDocumentPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
