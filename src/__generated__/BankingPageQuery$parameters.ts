/**
 * @generated SignedSource<<44d57ff83183c8bf98d6e2f81e3bcecd>>
 * @relayHash b6cee1f9b7d3f5f442aab0c1d76b4f4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdd22b601750020a4d3cf4b6478a1dcd1f2bc09945daf2e55dd81c5f5c665229

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BankingPageQuery } from './BankingPageQuery.graphql';

const node: PreloadableConcreteRequest<BankingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cdd22b601750020a4d3cf4b6478a1dcd1f2bc09945daf2e55dd81c5f5c665229",
    "metadata": {},
    "name": "BankingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
