/**
 * @generated SignedSource<<e70326fc785ab732c900f4482dcca38c>>
 * @relayHash 8e09500a0bdf4e7423c0d5b5c5a9d5c2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 679de991c260e17959671c39a1f3e48852643b3c15af9d81d85adf44e81f6f18

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AccessMembersListPageQuery } from './AccessMembersListPageQuery.graphql';

const node: PreloadableConcreteRequest<AccessMembersListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "679de991c260e17959671c39a1f3e48852643b3c15af9d81d85adf44e81f6f18",
    "metadata": {},
    "name": "AccessMembersListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
