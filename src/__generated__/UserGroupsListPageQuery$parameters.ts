/**
 * @generated SignedSource<<78c5d8072eb1556f233e2a71847b996d>>
 * @relayHash d8e1d1f9ce909220dd08e36632a0a453
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10304f6f364260c5dd7cd41bf69ae91b0f863760e6c13523efcbe00e4e89a596

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserGroupsListPageQuery } from './UserGroupsListPageQuery.graphql';

const node: PreloadableConcreteRequest<UserGroupsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "10304f6f364260c5dd7cd41bf69ae91b0f863760e6c13523efcbe00e4e89a596",
    "metadata": {},
    "name": "UserGroupsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
