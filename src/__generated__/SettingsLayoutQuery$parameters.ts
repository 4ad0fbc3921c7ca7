/**
 * @generated SignedSource<<8bcf673d33cd035963bdefa61b8dbd69>>
 * @relayHash d820ce79562bd10687547d8f357ec742
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbe7c6b73858a24a8d8e6d0a1bfc8b55a0dcfd18b0c9314883d71b68b07a429a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SettingsLayoutQuery } from './SettingsLayoutQuery.graphql';

const node: PreloadableConcreteRequest<SettingsLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dbe7c6b73858a24a8d8e6d0a1bfc8b55a0dcfd18b0c9314883d71b68b07a429a",
    "metadata": {},
    "name": "SettingsLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
