/**
 * @generated SignedSource<<1b8519d004ae04fe0536001c8d2518bc>>
 * @relayHash d225bc8dcef79c2c8cd87cad98befced
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d12f7f852a13daac03a9ec97dea9e6358b61d144bd545dac8be72e04ccb7e33

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OssBranchesListPageQuery } from './OssBranchesListPageQuery.graphql';

const node: PreloadableConcreteRequest<OssBranchesListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4d12f7f852a13daac03a9ec97dea9e6358b61d144bd545dac8be72e04ccb7e33",
    "metadata": {},
    "name": "OssBranchesListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
