/**
 * @generated SignedSource<<8115b579bb7fe99b448898d467e121a5>>
 * @relayHash 985fb3e07d3df9be07aa88da97edc94b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6691113b1e62051b0ea1cec8ed670dc60f8c60bdd4b93c8a8824098f999703e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SettingsLayoutQuery } from './SettingsLayoutQuery.graphql';

const node: PreloadableConcreteRequest<SettingsLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b6691113b1e62051b0ea1cec8ed670dc60f8c60bdd4b93c8a8824098f999703e",
    "metadata": {},
    "name": "SettingsLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
