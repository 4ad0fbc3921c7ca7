/**
 * @generated SignedSource<<64d1d0adfa63b53425b82873ffe2efa6>>
 * @relayHash 8ba259ba698d32505834138f0d2b836a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3cf15088993538f048f7643b314f3d18c932b497641b984fa8317fe79cbef604

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CompanyInfoPageQuery } from './CompanyInfoPageQuery.graphql';

const node: PreloadableConcreteRequest<CompanyInfoPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3cf15088993538f048f7643b314f3d18c932b497641b984fa8317fe79cbef604",
    "metadata": {},
    "name": "CompanyInfoPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
