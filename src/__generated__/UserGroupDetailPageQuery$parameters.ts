/**
 * @generated SignedSource<<1e5a5a5b4b070ae950c061eb6c7b8e23>>
 * @relayHash b613d3cbd3c0c969495ef726b6e6f9e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02116982be263ed381740b81d6c3238538bab4f8ec87f36154a2608b09cf4520

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserGroupDetailPageQuery } from './UserGroupDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<UserGroupDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "02116982be263ed381740b81d6c3238538bab4f8ec87f36154a2608b09cf4520",
    "metadata": {},
    "name": "UserGroupDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
