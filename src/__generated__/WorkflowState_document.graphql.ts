/**
 * @generated SignedSource<<0cc39fb2296b6c2cec1b574e3d841fc6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkflowState_document$data = {
  readonly workflowStep: {
    readonly name: string;
    readonly rowId: string;
    readonly workflow: {
      readonly name: string;
      readonly sortedSteps: ReadonlyArray<{
        readonly name: string;
        readonly rowId: string;
      }>;
    } | null | undefined;
  } | null | undefined;
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
  readonly " $fragmentType": "WorkflowState_document";
};
export type WorkflowState_document$key = {
  readonly " $data"?: WorkflowState_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowState_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowState_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentWorkflowStep",
      "kind": "LinkedField",
      "name": "workflowStep",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentWorkflow",
          "kind": "LinkedField",
          "name": "workflow",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "DocumentWorkflowStep",
              "kind": "LinkedField",
              "name": "sortedSteps",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
            (v0/*:: as any*/),
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
})();

(node as any).hash = "79ca19fc9d99537c7d128a5c4fd08d80";

export default node;
