/**
 * @generated SignedSource<<b8e30716a9a9e06d7965e7e71ec96680>>
 * @relayHash b7e3d5eeb806a7168093e700b65ac4a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa6a0fef9d611a5fd20f2b40fd65dafbaf43e7cd979cebc718cc931293997a10

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DashboardQuery } from './DashboardQuery.graphql';

const node: PreloadableConcreteRequest<DashboardQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "aa6a0fef9d611a5fd20f2b40fd65dafbaf43e7cd979cebc718cc931293997a10",
    "metadata": {},
    "name": "DashboardQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
