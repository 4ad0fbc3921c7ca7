/**
 * @generated SignedSource<<f27ef1d713c46e738c0371eabd5204c7>>
 * @relayHash b7a14b54f39a9a631e39037b3e466bcd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4827a2d3c3045ed726d3526c1ef431edc71c69a3bf2c691c1be293333dbe7cb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { IntegrationPageQuery } from './IntegrationPageQuery.graphql';

const node: PreloadableConcreteRequest<IntegrationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e4827a2d3c3045ed726d3526c1ef431edc71c69a3bf2c691c1be293333dbe7cb",
    "metadata": {},
    "name": "IntegrationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
