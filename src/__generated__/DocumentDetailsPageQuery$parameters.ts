/**
 * @generated SignedSource<<b20a337c01a68d5a5e46de05a9570dac>>
 * @relayHash 57bc9fc924bbb94166ccf46315b131cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d0217e0eed7189e58873e5f789b42b518f312d4c9580c04629d177f9577ac1d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DocumentDetailsPageQuery } from './DocumentDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<DocumentDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9d0217e0eed7189e58873e5f789b42b518f312d4c9580c04629d177f9577ac1d",
    "metadata": {},
    "name": "DocumentDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
