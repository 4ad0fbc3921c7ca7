/**
 * @generated SignedSource<<69ede85b9aa3bfe348724706fc1b140b>>
 * @relayHash 404977bc33a406cabaf644082fc33c61
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6aab7e5086f65ad4ec77eeb2cd2af247ddb1be6bf3efb29b99d1aa057548d207

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SettingsUsersPageQuery } from './SettingsUsersPageQuery.graphql';

const node: PreloadableConcreteRequest<SettingsUsersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6aab7e5086f65ad4ec77eeb2cd2af247ddb1be6bf3efb29b99d1aa057548d207",
    "metadata": {},
    "name": "SettingsUsersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
