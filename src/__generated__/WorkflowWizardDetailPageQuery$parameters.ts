/**
 * @generated SignedSource<<a1a59f2fd89da63252e728b1ceaa48bb>>
 * @relayHash 4072c64af917483316f2b6c9a3d92fc1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ffad8328f414b1c85553424263a3cc714624b4bcc12564870c204dba08490429

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WorkflowWizardDetailPageQuery } from './WorkflowWizardDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<WorkflowWizardDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ffad8328f414b1c85553424263a3cc714624b4bcc12564870c204dba08490429",
    "metadata": {},
    "name": "WorkflowWizardDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
