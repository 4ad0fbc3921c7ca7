/**
 * @generated SignedSource<<90c0b2271fd225349ac69e8c9ab7a536>>
 * @relayHash b7ed182a1f7b9fe92a610529b8224731
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f8133ab51827d764b293fb30334b55662b9c11ea2d68a529fdc6f89da209281

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExternalUsersListPageQuery } from './ExternalUsersListPageQuery.graphql';

const node: PreloadableConcreteRequest<ExternalUsersListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4f8133ab51827d764b293fb30334b55662b9c11ea2d68a529fdc6f89da209281",
    "metadata": {},
    "name": "ExternalUsersListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
