/**
 * @generated SignedSource<<41b4cb536fc6b0f7587d8a5cd1b85533>>
 * @relayHash 6a909582e6cbd2910fffe33d659b48d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f6e1a642ee2eb966916e2dfed081626e4ea87bdb525ac6c50a8d395f0726a5b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RuleActionsListPageQuery } from './RuleActionsListPageQuery.graphql';

const node: PreloadableConcreteRequest<RuleActionsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6f6e1a642ee2eb966916e2dfed081626e4ea87bdb525ac6c50a8d395f0726a5b",
    "metadata": {},
    "name": "RuleActionsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
