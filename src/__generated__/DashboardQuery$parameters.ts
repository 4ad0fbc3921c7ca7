/**
 * @generated SignedSource<<fc33e0a1e129beeb84949dc3f5932f75>>
 * @relayHash c844ed926b61431ea1602d6081644227
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d4e0f66e25650aac185093eae59f022144c34a6415c852525cc1a7ce85a44d6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DashboardQuery } from './DashboardQuery.graphql';

const node: PreloadableConcreteRequest<DashboardQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5d4e0f66e25650aac185093eae59f022144c34a6415c852525cc1a7ce85a44d6",
    "metadata": {},
    "name": "DashboardQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
