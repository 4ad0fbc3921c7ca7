/**
 * @generated SignedSource<<aa34ebcd80484880f30c7d72369b601c>>
 * @relayHash abd52f01c91401d63c6e4850f5003aa9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d34bbdc3afe93f297de75f0ca467637a4a54d46c8ce027ef3b925f187e4ccdb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OssBranchCreatePageQuery } from './OssBranchCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<OssBranchCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1d34bbdc3afe93f297de75f0ca467637a4a54d46c8ce027ef3b925f187e4ccdb",
    "metadata": {},
    "name": "OssBranchCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
