/**
 * @generated SignedSource<<0b9d299cc29e0d66f87383c7c4eb52f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkflowStepLog_document$data = {
  readonly workflowStepLogs: {
    readonly nodes: ReadonlyArray<{
      readonly createdAt: string;
      readonly nextStepName: string | null | undefined;
      readonly previousStepName: string | null | undefined;
      readonly rowId: string;
      readonly user: {
        readonly fullName: string | null | undefined;
      } | null | undefined;
    }>;
  };
  readonly " $fragmentType": "WorkflowStepLog_document";
};
export type WorkflowStepLog_document$key = {
  readonly " $data"?: WorkflowStepLog_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowStepLog_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowStepLog_document",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "CREATED_AT_DESC"
          ]
        }
      ],
      "concreteType": "DocumentWorkflowStepLogConnection",
      "kind": "LinkedField",
      "name": "workflowStepLogs",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentWorkflowStepLog",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "rowId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "previousStepName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "nextStepName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "user",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fullName",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "workflowStepLogs(orderBy:[\"CREATED_AT_DESC\"])"
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "4091f8a1058deca65e6ec2d1e3bbda15";

export default node;
