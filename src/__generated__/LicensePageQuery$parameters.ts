/**
 * @generated SignedSource<<673ab1e244763260c9d797913505822f>>
 * @relayHash d383db252995ed53f2844f550365090f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45cf367e22cab0cd410613efc93f24316b091c7c613f10dd10d0c54c05d1cc32

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LicensePageQuery } from './LicensePageQuery.graphql';

const node: PreloadableConcreteRequest<LicensePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "45cf367e22cab0cd410613efc93f24316b091c7c613f10dd10d0c54c05d1cc32",
    "metadata": {},
    "name": "LicensePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
