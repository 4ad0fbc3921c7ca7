/**
 * @generated SignedSource<<b3d7f85c482d7dbce43885246910d2d1>>
 * @relayHash 8847f2c031c26ea3ac8c02ddd74cdf22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7aa9ae028621f232d6b467958e13f11ecb807c4aa1d9e316492d0b73d72f95df

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserEditPageQuery } from './UserEditPageQuery.graphql';

const node: PreloadableConcreteRequest<UserEditPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7aa9ae028621f232d6b467958e13f11ecb807c4aa1d9e316492d0b73d72f95df",
    "metadata": {},
    "name": "UserEditPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
