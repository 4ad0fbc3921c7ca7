/**
 * @generated SignedSource<<1ceebfca8257fe99288a62510d755200>>
 * @relayHash dc39b4ffc04fcad9702382e0afbf9aeb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e8086043446a9a43219c77565baee5f22e36b60cc64e6951dfc2f6fb772681d8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DocumentsPageQuery } from './DocumentsPageQuery.graphql';

const node: PreloadableConcreteRequest<DocumentsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e8086043446a9a43219c77565baee5f22e36b60cc64e6951dfc2f6fb772681d8",
    "metadata": {},
    "name": "DocumentsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
