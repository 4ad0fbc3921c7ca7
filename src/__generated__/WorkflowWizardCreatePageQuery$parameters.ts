/**
 * @generated SignedSource<<e681aa2a7dfc4e0343d4b39ef4b2afc5>>
 * @relayHash ccd0ecfff1b4ec8a88f011b65eda2b9c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ba1b5eb37c9a5e23880cde7cef0ee33da35bb7b3d45574fe7caff693be3309c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WorkflowWizardCreatePageQuery } from './WorkflowWizardCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<WorkflowWizardCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9ba1b5eb37c9a5e23880cde7cef0ee33da35bb7b3d45574fe7caff693be3309c",
    "metadata": {},
    "name": "WorkflowWizardCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
