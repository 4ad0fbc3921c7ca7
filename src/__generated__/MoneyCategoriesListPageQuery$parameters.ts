/**
 * @generated SignedSource<<d42a4ea0051c190c9ab2b0de1e2ada00>>
 * @relayHash 286e0775d3c48a5f11822de03e86642f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4309610f4cb9d635eb84dead69a40ad2af3c856cd37cabf48d526fe2a6e532ae

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MoneyCategoriesListPageQuery } from './MoneyCategoriesListPageQuery.graphql';

const node: PreloadableConcreteRequest<MoneyCategoriesListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4309610f4cb9d635eb84dead69a40ad2af3c856cd37cabf48d526fe2a6e532ae",
    "metadata": {},
    "name": "MoneyCategoriesListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
