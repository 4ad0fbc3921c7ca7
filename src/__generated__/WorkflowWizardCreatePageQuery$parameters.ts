/**
 * @generated SignedSource<<12eaf99af080934e118718aa924725d1>>
 * @relayHash ef968943aa520f8ad37b13102ef94464
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f10359860c4e8060840d398a286f408ce3780922e5215b0c51851e16e3292b78

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WorkflowWizardCreatePageQuery } from './WorkflowWizardCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<WorkflowWizardCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f10359860c4e8060840d398a286f408ce3780922e5215b0c51851e16e3292b78",
    "metadata": {},
    "name": "WorkflowWizardCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
