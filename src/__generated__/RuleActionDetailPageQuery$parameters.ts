/**
 * @generated SignedSource<<21ad6e669b25e440c3ae0efb021e89a0>>
 * @relayHash 36447a1fa0edb9c7d185c9741a2da46b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 642b278f5296eb9aea1b4d7ca804a48c25a748e02596e5d3b805fb7fd25043e7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RuleActionDetailPageQuery } from './RuleActionDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<RuleActionDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "642b278f5296eb9aea1b4d7ca804a48c25a748e02596e5d3b805fb7fd25043e7",
    "metadata": {},
    "name": "RuleActionDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
