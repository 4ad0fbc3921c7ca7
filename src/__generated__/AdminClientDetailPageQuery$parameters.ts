/**
 * @generated SignedSource<<7072811d2b5310788f5b4c226a6db1d8>>
 * @relayHash e5dc0545e36e436e2693ffcbbac61e79
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e541d88000342847cb919529872b9584d442d5b475bc68c459eaa5e8000839b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminClientDetailPageQuery } from './AdminClientDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminClientDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0e541d88000342847cb919529872b9584d442d5b475bc68c459eaa5e8000839b",
    "metadata": {},
    "name": "AdminClientDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
