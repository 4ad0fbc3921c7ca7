/**
 * @generated SignedSource<<86ed77b95b8fe9c5ce26094a7ee84605>>
 * @relayHash 3919a7d4727d489a09fc27c86dccddb8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 43dbf9c1a2104b1193728dfc2d86731e4228ba5cc3565d8ee9cdcd118c5088d8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserGroupCreatePageQuery } from './UserGroupCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<UserGroupCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "43dbf9c1a2104b1193728dfc2d86731e4228ba5cc3565d8ee9cdcd118c5088d8",
    "metadata": {},
    "name": "UserGroupCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
