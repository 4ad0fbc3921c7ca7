/**
 * @generated SignedSource<<73ab629dae5ba8830358dea9290d9606>>
 * @relayHash 57a97c8c378aaa9103514e823a4fe284
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cda81f5a88f73603ed06fc23510f572c869beb3229fe869df679cdff2a8f1be2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SettingsLayoutQuery } from './SettingsLayoutQuery.graphql';

const node: PreloadableConcreteRequest<SettingsLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cda81f5a88f73603ed06fc23510f572c869beb3229fe869df679cdff2a8f1be2",
    "metadata": {},
    "name": "SettingsLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
