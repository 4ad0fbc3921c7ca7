/**
 * @generated SignedSource<<5459e951b75b8ad1d42c64907dca32c3>>
 * @relayHash 8431bcd4f7dd517cd36dcf09e8529a30
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 902d7b31954f3b33ebce4163a8114c558850727ebedd810704cddd205e6710ad

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WorkflowWizardsListPageQuery } from './WorkflowWizardsListPageQuery.graphql';

const node: PreloadableConcreteRequest<WorkflowWizardsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "902d7b31954f3b33ebce4163a8114c558850727ebedd810704cddd205e6710ad",
    "metadata": {},
    "name": "WorkflowWizardsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
