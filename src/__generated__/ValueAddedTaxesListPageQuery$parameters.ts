/**
 * @generated SignedSource<<f0f09173a1ba6ae759fe62cf1982dec8>>
 * @relayHash 5be8cd8bc0f8b799ad3bbbb411661d46
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 24ef6d8b6c4d645df402dd667bcaae12816caff7c0bd5f9927ff37246373d950

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ValueAddedTaxesListPageQuery } from './ValueAddedTaxesListPageQuery.graphql';

const node: PreloadableConcreteRequest<ValueAddedTaxesListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "24ef6d8b6c4d645df402dd667bcaae12816caff7c0bd5f9927ff37246373d950",
    "metadata": {},
    "name": "ValueAddedTaxesListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
