/**
 * @generated SignedSource<<eee3996a37250de3e652802170e4d465>>
 * @relayHash 524b3074d4c0d587590cce4213f83cf7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8aae1a6cea5b46f0a1641e4df56036434694be498c25c40dcf7d68d6dbf3e01a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MoneyCategoryDetailPageQuery } from './MoneyCategoryDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<MoneyCategoryDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8aae1a6cea5b46f0a1641e4df56036434694be498c25c40dcf7d68d6dbf3e01a",
    "metadata": {},
    "name": "MoneyCategoryDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
