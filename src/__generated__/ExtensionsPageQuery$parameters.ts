/**
 * @generated SignedSource<<5caeb85439a26c300f5db79e8d321fda>>
 * @relayHash aea451150b7888b6d7a1991278efb003
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f0d0db0452f980cc78c8e4b0d7ef66d5f8f889aa6aa2c8fe7f499659a3518c14

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExtensionsPageQuery } from './ExtensionsPageQuery.graphql';

const node: PreloadableConcreteRequest<ExtensionsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f0d0db0452f980cc78c8e4b0d7ef66d5f8f889aa6aa2c8fe7f499659a3518c14",
    "metadata": {},
    "name": "ExtensionsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
