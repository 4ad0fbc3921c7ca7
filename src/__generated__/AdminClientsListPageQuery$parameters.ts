/**
 * @generated SignedSource<<a95f41a4a0fbae933ae35c8044b9adcb>>
 * @relayHash dd7095aff8db4ca41b08ac446ab3a8a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d2870d8989db04362fa1c8fd7dee7d9838518ecb378c0728dc3b2197b138b01

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminClientsListPageQuery } from './AdminClientsListPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminClientsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4d2870d8989db04362fa1c8fd7dee7d9838518ecb378c0728dc3b2197b138b01",
    "metadata": {},
    "name": "AdminClientsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
