/**
 * @generated SignedSource<<1120bd30848f231e95143a4169a452db>>
 * @relayHash 3429eee96caca34d125552d0ff61588a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 249b523a023fd4650bdd1ba9da898888d9b95c5f2c048f357a3e4511e7dacac0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RuleReactionDetailPageQuery } from './RuleReactionDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<RuleReactionDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "249b523a023fd4650bdd1ba9da898888d9b95c5f2c048f357a3e4511e7dacac0",
    "metadata": {},
    "name": "RuleReactionDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
