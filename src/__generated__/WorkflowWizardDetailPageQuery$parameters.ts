/**
 * @generated SignedSource<<48b5787c322cea1d909826e6f2eb7ccb>>
 * @relayHash 9f7823d7214f8c4a683747f6f615dfb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f5198d049b7953c2669f4bdd48056d1e59839ecbc5be662880cd72538e54ac3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WorkflowWizardDetailPageQuery } from './WorkflowWizardDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<WorkflowWizardDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4f5198d049b7953c2669f4bdd48056d1e59839ecbc5be662880cd72538e54ac3",
    "metadata": {},
    "name": "WorkflowWizardDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
