/**
 * @generated SignedSource<<26509a2482a0378eaad3a455b1f13845>>
 * @relayHash 4dd51a5c2537114393bcbcb10fbefc0b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 773d9e976ad52a38bbe97839b78069d2d27104f28cc7ede6c7e519c8c2048d45

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SettingsUserPageQuery } from './SettingsUserPageQuery.graphql';

const node: PreloadableConcreteRequest<SettingsUserPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "773d9e976ad52a38bbe97839b78069d2d27104f28cc7ede6c7e519c8c2048d45",
    "metadata": {},
    "name": "SettingsUserPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
