/**
 * @generated SignedSource<<8e45b7f51a33434d87b0de2ea8317669>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentWorkflowActions_document$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ApprovalActions_document" | "WorkflowActions_document">;
  readonly " $fragmentType": "DocumentWorkflowActions_document";
};
export type DocumentWorkflowActions_document$key = {
  readonly " $data"?: DocumentWorkflowActions_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentWorkflowActions_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentWorkflowActions_document",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WorkflowActions_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApprovalActions_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "c3af3cdde5cdfcbd104b826bb9a6b352";

export default node;
