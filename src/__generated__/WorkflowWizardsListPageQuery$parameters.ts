/**
 * @generated SignedSource<<b3702b1ab828f993f2e89c327ab4b319>>
 * @relayHash 20a0d29b46468d033add395eeac97e56
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 01a0bfdfdfa384ec2795ccb0db899524c8aec6a9273e9a9397e2a63cc55e4bd2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WorkflowWizardsListPageQuery } from './WorkflowWizardsListPageQuery.graphql';

const node: PreloadableConcreteRequest<WorkflowWizardsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "01a0bfdfdfa384ec2795ccb0db899524c8aec6a9273e9a9397e2a63cc55e4bd2",
    "metadata": {},
    "name": "WorkflowWizardsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
