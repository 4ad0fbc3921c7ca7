/**
 * @generated SignedSource<<9eb1147fcd272d1d1214d3c24e7f5b6e>>
 * @relayHash b713672bee5b122bb2d841bc880563d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b3e4f2846ecf0848e47ca425cf9e264715221b7a892e7b081dc7bf7bcae4d14

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClientsListPageQuery } from './ClientsListPageQuery.graphql';

const node: PreloadableConcreteRequest<ClientsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0b3e4f2846ecf0848e47ca425cf9e264715221b7a892e7b081dc7bf7bcae4d14",
    "metadata": {},
    "name": "ClientsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
