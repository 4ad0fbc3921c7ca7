/**
 * @generated SignedSource<<7b6f67e1bc56a3fd2baafc6df265bd6b>>
 * @relayHash 2d63b5bf7a3816e59e1998d42077d959
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3639dd843dba687b92fdccf803ebb7c1d494e2c35cbfe5f608119e11307e0db6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SettingsLayoutQuery } from './SettingsLayoutQuery.graphql';

const node: PreloadableConcreteRequest<SettingsLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3639dd843dba687b92fdccf803ebb7c1d494e2c35cbfe5f608119e11307e0db6",
    "metadata": {},
    "name": "SettingsLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
