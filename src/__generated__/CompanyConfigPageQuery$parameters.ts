/**
 * @generated SignedSource<<1a1fcc26530c2bc1e726ea8ae08c2de4>>
 * @relayHash 76e6d884f1aa76017e98bcd1e070703b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae40cf058c3deec6450b40b12911644c3679d281a6bd88881bd41cc358080a0a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CompanyConfigPageQuery } from './CompanyConfigPageQuery.graphql';

const node: PreloadableConcreteRequest<CompanyConfigPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ae40cf058c3deec6450b40b12911644c3679d281a6bd88881bd41cc358080a0a",
    "metadata": {},
    "name": "CompanyConfigPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
