/**
 * @generated SignedSource<<73da498d662740ea073909b963f229a7>>
 * @relayHash 058096b05e6ffafb97d19cb6b5cc49b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d3f7634cc9e18523e80345c4436b7671a60455cc485ed9c658783933cb8c528

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RuleReactionCreatePageQuery } from './RuleReactionCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<RuleReactionCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6d3f7634cc9e18523e80345c4436b7671a60455cc485ed9c658783933cb8c528",
    "metadata": {},
    "name": "RuleReactionCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
