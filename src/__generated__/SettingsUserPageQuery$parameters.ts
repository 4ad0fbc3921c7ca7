/**
 * @generated SignedSource<<da1a670dc46b190e5b46e874f5d4db52>>
 * @relayHash c59598078d088fe89128fecbb0ca5688
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1280b0041a72a2d12dd1a7bbbc271ab8e83201b236209e98ad4e0f703a3b35d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SettingsUserPageQuery } from './SettingsUserPageQuery.graphql';

const node: PreloadableConcreteRequest<SettingsUserPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c1280b0041a72a2d12dd1a7bbbc271ab8e83201b236209e98ad4e0f703a3b35d",
    "metadata": {},
    "name": "SettingsUserPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
