/**
 * @generated SignedSource<<17a257baf33f254cff499a6651a2b627>>
 * @relayHash 785826cf6d2c8c04513bb9e09a52627d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b88c60b2627e4f3e75f77d177fa58f160f268678eef16c4fd56a275787fda2b9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RuleInteractionCreatePageQuery } from './RuleInteractionCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<RuleInteractionCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b88c60b2627e4f3e75f77d177fa58f160f268678eef16c4fd56a275787fda2b9",
    "metadata": {},
    "name": "RuleInteractionCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
