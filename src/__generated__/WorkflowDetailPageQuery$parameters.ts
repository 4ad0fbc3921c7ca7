/**
 * @generated SignedSource<<f17311bc80775461d964ba95b416221d>>
 * @relayHash d94d93f3dc7517e95d8aefc4e5b422ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID acbb16876293f853216eedd3dfb4d42532eaa6ef60f438bd8024453c59c57e24

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WorkflowDetailPageQuery } from './WorkflowDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<WorkflowDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "acbb16876293f853216eedd3dfb4d42532eaa6ef60f438bd8024453c59c57e24",
    "metadata": {},
    "name": "WorkflowDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
