/**
 * @generated SignedSource<<76ae5c46915a444c780aaae39567fcee>>
 * @relayHash f6e758bc7508a58538792876aa947ad7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da14571d06a4def3a0d5fe5ff36df17c245ff3e2ea7248781322827f2e8964a4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SaveDocumentWorkflowInput = {
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
  documentWorkflowRowId?: string | null | undefined;
  isAutomatic: boolean;
  name: string;
  removedSteps?: ReadonlyArray<DocumentWorkflowStepRemovalInput | null | undefined> | null | undefined;
  steps: ReadonlyArray<DocumentWorkflowStepInputRecordInput | null | undefined>;
};
export type DocumentWorkflowStepRemovalInput = {
  stepRowId?: string | null | undefined;
  targetStepIndex?: number | null | undefined;
  targetStepRowId?: string | null | undefined;
};
export type DocumentWorkflowStepInputRecordInput = {
  costCenterMandatory?: boolean | null | undefined;
  costUnitMandatory?: boolean | null | undefined;
  generalLedgerAccountMandatory?: boolean | null | undefined;
  name?: string | null | undefined;
  preventDocumentEdit?: boolean | null | undefined;
  preventInvoicePay?: boolean | null | undefined;
  protected?: boolean | null | undefined;
  responsibleUserGroupRowIds?: ReadonlyArray<string | null | undefined> | null | undefined;
  responsibleUserRowIds?: ReadonlyArray<string | null | undefined> | null | undefined;
  reviewDetailsMandatory?: boolean | null | undefined;
  rowId?: string | null | undefined;
};
export type useSaveDocumentWorkflowMutation$variables = {
  input: SaveDocumentWorkflowInput;
};
export type useSaveDocumentWorkflowMutation$data = {
  readonly saveDocumentWorkflow: {
    readonly result: {
      readonly id: string;
      readonly rowId: string;
      readonly " $fragmentSpreads": FragmentRefs<"WorkflowDetailPage_documentWorkflow">;
    } | null | undefined;
  } | null | undefined;
};
export type useSaveDocumentWorkflowMutation = {
  response: useSaveDocumentWorkflowMutation$data;
  variables: useSaveDocumentWorkflowMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentCount",
  "storageKey": null
},
v6 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveDocumentWorkflowMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveDocumentWorkflowPayload",
        "kind": "LinkedField",
        "name": "saveDocumentWorkflow",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentWorkflow",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "WorkflowDetailPage_documentWorkflow"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveDocumentWorkflowMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveDocumentWorkflowPayload",
        "kind": "LinkedField",
        "name": "saveDocumentWorkflow",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentWorkflow",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "clientCompanyRowId",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isAutomatic",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdByWizard",
                "storageKey": null
              },
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentWorkflowStep",
                "kind": "LinkedField",
                "name": "sortedSteps",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "protected",
                    "storageKey": null
                  },
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
                  },
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v6/*:: as any*/),
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
                            "kind": "ScalarField",
                            "name": "userRowId",
                            "storageKey": null
                          },
                          (v2/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "responsibleUsers(first:100)"
                  },
                  {
                    "alias": null,
                    "args": (v6/*:: as any*/),
                    "concreteType": "DocumentWorkflowStepUserGroupConnection",
                    "kind": "LinkedField",
                    "name": "responsibleUserGroups",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DocumentWorkflowStepUserGroup",
                        "kind": "LinkedField",
                        "name": "nodes",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "userGroupRowId",
                            "storageKey": null
                          },
                          (v2/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "responsibleUserGroups(first:100)"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "da14571d06a4def3a0d5fe5ff36df17c245ff3e2ea7248781322827f2e8964a4",
    "metadata": {},
    "name": "useSaveDocumentWorkflowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e603b2ac5107b0ecd27f9d599ad47ccc";

export default node;
