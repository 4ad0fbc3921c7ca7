/**
 * @generated SignedSource<<8511d26ab9459468be98a88af950a9f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkflowActions_document$data = {
  readonly clientCompany: {
    readonly documentWorkflows: {
      readonly nodes: ReadonlyArray<{
        readonly firstStep: {
          readonly name: string;
          readonly rowId: string;
        } | null | undefined;
        readonly name: string;
        readonly rowId: string;
      }>;
    };
  } | null | undefined;
  readonly nextWorkflowStepRefusal: string | null | undefined;
  readonly rowId: string;
  readonly unconfirmedReviewFields: ReadonlyArray<string | null | undefined>;
  readonly workflowStep: {
    readonly name: string;
    readonly nextStep: {
      readonly name: string;
      readonly rowId: string;
    } | null | undefined;
    readonly preventDocumentEdit: boolean;
    readonly preventInvoicePay: boolean;
    readonly previousStep: {
      readonly name: string;
      readonly rowId: string;
    } | null | undefined;
    readonly protected: boolean;
    readonly responsibleUsers: {
      readonly nodes: ReadonlyArray<{
        readonly user: {
          readonly fullName: string | null | undefined;
          readonly rowId: string;
        } | null | undefined;
      }>;
    };
    readonly rowId: string;
    readonly workflow: {
      readonly name: string;
      readonly rowId: string;
      readonly sortedSteps: ReadonlyArray<{
        readonly costCenterMandatory: boolean;
        readonly costUnitMandatory: boolean;
        readonly generalLedgerAccountMandatory: boolean;
        readonly name: string;
        readonly protected: boolean;
        readonly reviewDetailsMandatory: boolean;
        readonly rowId: string;
      }>;
    } | null | undefined;
  } | null | undefined;
  readonly workflowStepChangeRefusal: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowStepLog_document">;
  readonly " $fragmentType": "WorkflowActions_document";
};
export type WorkflowActions_document$key = {
  readonly " $data"?: WorkflowActions_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowActions_document">;
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "protected",
  "storageKey": null
},
v3 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowActions_document",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "workflowStepChangeRefusal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextWorkflowStepRefusal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unconfirmedReviewFields",
      "storageKey": null
    },
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
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "preventDocumentEdit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "preventInvoicePay",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentWorkflowStep",
          "kind": "LinkedField",
          "name": "previousStep",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentWorkflowStep",
          "kind": "LinkedField",
          "name": "nextStep",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentWorkflowStepUserConnection",
          "kind": "LinkedField",
          "name": "responsibleUsers",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "DocumentWorkflowStepUser",
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "user",
                  "plural": false,
                  "selections": [
                    (v0/*:: as any*/),
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
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentWorkflow",
          "kind": "LinkedField",
          "name": "workflow",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
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
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reviewDetailsMandatory",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "generalLedgerAccountMandatory",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "costCenterMandatory",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "costUnitMandatory",
                  "storageKey": null
                }
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
      "args": null,
      "concreteType": "ClientCompany",
      "kind": "LinkedField",
      "name": "clientCompany",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentWorkflowConnection",
          "kind": "LinkedField",
          "name": "documentWorkflows",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "DocumentWorkflow",
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "DocumentWorkflowStep",
                  "kind": "LinkedField",
                  "name": "firstStep",
                  "plural": false,
                  "selections": (v3/*:: as any*/),
                  "storageKey": null
                }
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "WorkflowStepLog_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "3d19fdace8bab31233fd1756d47a0fa6";

export default node;
