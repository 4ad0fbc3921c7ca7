/**
 * @generated SignedSource<<98123dddcc4e2fa19063978f7e2b6370>>
 * @relayHash 48ee5090fadcd5cb0ef7a078064baf05
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0713469338be6d740c4728de85549eefaa59e92f82dc6e5e6941e8f1e495881e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DocumentCategoriesListPageQuery } from './DocumentCategoriesListPageQuery.graphql';

const node: PreloadableConcreteRequest<DocumentCategoriesListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0713469338be6d740c4728de85549eefaa59e92f82dc6e5e6941e8f1e495881e",
    "metadata": {},
    "name": "DocumentCategoriesListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
