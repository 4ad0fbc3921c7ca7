/**
 * @generated SignedSource<<a5bfe916feae0d992ff01aef351c950c>>
 * @relayHash fa6368eda6d1903c208524a4bc66749c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 236e74215d2f62f220bc1e39835cc947fc7ab1c35cf28d8d0052f0e852517ee1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PartnerAccountCreatePageQuery } from './PartnerAccountCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<PartnerAccountCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "236e74215d2f62f220bc1e39835cc947fc7ab1c35cf28d8d0052f0e852517ee1",
    "metadata": {},
    "name": "PartnerAccountCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
