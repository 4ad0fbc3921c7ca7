/**
 * @generated SignedSource<<058fcd638ad24e3319241b2711d66149>>
 * @relayHash 25bd9ac8acc4500999961c6a3ff583c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7422ea0333233df65806fb90510d849b453b79e99016790b8eb2ae794b9b1ddd

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MoneyCategoryCreatePageQuery } from './MoneyCategoryCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<MoneyCategoryCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7422ea0333233df65806fb90510d849b453b79e99016790b8eb2ae794b9b1ddd",
    "metadata": {},
    "name": "MoneyCategoryCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
