/**
 * @generated SignedSource<<bf71b9533aa22efc73cc8d15b203d410>>
 * @relayHash 9a727711225e7cd345ad131377124338
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b872a6cc3050e226c8f7030c6d169dd6c29180624a669e06d61979e829d82045

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HomePageQuery } from './HomePageQuery.graphql';

const node: PreloadableConcreteRequest<HomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b872a6cc3050e226c8f7030c6d169dd6c29180624a669e06d61979e829d82045",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
