/**
 * @generated SignedSource<<714f7731d0d31775382ba3ef2d4a89ab>>
 * @relayHash 1e382b7ee24b6f318b53ba05a1bf977f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a59bd26743e04460f2bb82769d9d346ff2f70b5d2bc96f6f632f2dca5ab21673

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WorkflowsListPageQuery } from './WorkflowsListPageQuery.graphql';

const node: PreloadableConcreteRequest<WorkflowsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a59bd26743e04460f2bb82769d9d346ff2f70b5d2bc96f6f632f2dca5ab21673",
    "metadata": {},
    "name": "WorkflowsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
