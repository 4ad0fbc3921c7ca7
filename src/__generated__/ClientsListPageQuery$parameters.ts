/**
 * @generated SignedSource<<de819a23853175926abdbede699879b1>>
 * @relayHash c3f95205a0bae9daf9b08a8ff1841755
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f21b8a7b9a90080a7a0493687ca832fb1a1ba271565f2f1177de9a60014d29a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClientsListPageQuery } from './ClientsListPageQuery.graphql';

const node: PreloadableConcreteRequest<ClientsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4f21b8a7b9a90080a7a0493687ca832fb1a1ba271565f2f1177de9a60014d29a",
    "metadata": {},
    "name": "ClientsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
