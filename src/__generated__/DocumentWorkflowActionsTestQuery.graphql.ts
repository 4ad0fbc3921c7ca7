/**
 * @generated SignedSource<<98961861e2dae7c88da68b8d5a2f7ec8>>
 * @relayHash 0d3277f31fd0a604a7f7f8272a8bc81e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ffb6d57521d738f82c9f0e8caa4f676c842bdc0f692a62f67a69033e76f013a3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentWorkflowActionsTestQuery$variables = {
  documentRowId: string;
};
export type DocumentWorkflowActionsTestQuery$data = {
  readonly document: {
    readonly " $fragmentSpreads": FragmentRefs<"DocumentWorkflowActions_document">;
  } | null | undefined;
};
export type DocumentWorkflowActionsTestQuery = {
  response: DocumentWorkflowActionsTestQuery$data;
  variables: DocumentWorkflowActionsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "documentRowId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "documentRowId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "protected",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v5/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v8 = [
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "CREATED_AT_DESC"
    ]
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v10 = [
  (v7/*:: as any*/),
  (v5/*:: as any*/)
],
v11 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "User"
},
v12 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v15 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Datetime"
},
v16 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v17 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "UUID"
},
v18 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "UUID"
},
v19 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v20 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DocumentWorkflowStep"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentWorkflowActionsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DocumentWorkflowActions_document"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentWorkflowActionsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentWorkflowStep",
                "kind": "LinkedField",
                "name": "nextStep",
                "plural": false,
                "selections": (v6/*:: as any*/),
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
                          (v2/*:: as any*/),
                          (v7/*:: as any*/),
                          (v5/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v5/*:: as any*/)
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
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DocumentWorkflowStep",
                        "kind": "LinkedField",
                        "name": "firstStep",
                        "plural": false,
                        "selections": (v6/*:: as any*/),
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v8/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v9/*:: as any*/),
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
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "workflowStepLogs(orderBy:[\"CREATED_AT_DESC\"])"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "approvalState",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "approvedWithoutVerifiers",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canCurrentUserRequestApproval",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Invoice",
            "kind": "LinkedField",
            "name": "invoice",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currency",
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "approverCandidates",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserGroup",
            "kind": "LinkedField",
            "name": "userGroupCandidates",
            "plural": true,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "ApprovalRequestConnection",
            "kind": "LinkedField",
            "name": "approvalRequests",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ApprovalRequest",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "state",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "approverUserRowId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "blankApproverType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userGroupRowId",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "message",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "decisionMessage",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "decidedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canCurrentUserApprove",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canCurrentUserCancel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canCurrentUserCancelRejection",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "currentUserApproverLimitExceeded",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "blankApproverCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "approvedCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "approvedAboveLimit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "approverLimitRequestRowId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UserGroup",
                    "kind": "LinkedField",
                    "name": "userGroup",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "approver",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isCurrentUser",
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "requester",
                    "plural": false,
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "orderBy",
                        "value": [
                          "CREATED_AT_ASC"
                        ]
                      }
                    ],
                    "concreteType": "ApprovalRequestApprovalConnection",
                    "kind": "LinkedField",
                    "name": "approvals",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ApprovalRequestApproval",
                        "kind": "LinkedField",
                        "name": "nodes",
                        "plural": true,
                        "selections": [
                          (v5/*:: as any*/),
                          (v9/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "approverLimitExceeded",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "approver",
                            "plural": false,
                            "selections": (v10/*:: as any*/),
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "approvals(orderBy:[\"CREATED_AT_ASC\"])"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "approvalRequests(orderBy:[\"CREATED_AT_DESC\"])"
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ffb6d57521d738f82c9f0e8caa4f676c842bdc0f692a62f67a69033e76f013a3",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "document": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Document"
        },
        "document.approvalRequests": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ApprovalRequestConnection"
        },
        "document.approvalRequests.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ApprovalRequest"
        },
        "document.approvalRequests.nodes.approvals": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ApprovalRequestApprovalConnection"
        },
        "document.approvalRequests.nodes.approvals.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ApprovalRequestApproval"
        },
        "document.approvalRequests.nodes.approvals.nodes.approver": (v11/*:: as any*/),
        "document.approvalRequests.nodes.approvals.nodes.approver.fullName": (v12/*:: as any*/),
        "document.approvalRequests.nodes.approvals.nodes.approver.id": (v13/*:: as any*/),
        "document.approvalRequests.nodes.approvals.nodes.approverLimitExceeded": (v14/*:: as any*/),
        "document.approvalRequests.nodes.approvals.nodes.createdAt": (v15/*:: as any*/),
        "document.approvalRequests.nodes.approvals.nodes.id": (v13/*:: as any*/),
        "document.approvalRequests.nodes.approvedAboveLimit": (v14/*:: as any*/),
        "document.approvalRequests.nodes.approvedCount": (v16/*:: as any*/),
        "document.approvalRequests.nodes.approver": (v11/*:: as any*/),
        "document.approvalRequests.nodes.approver.fullName": (v12/*:: as any*/),
        "document.approvalRequests.nodes.approver.id": (v13/*:: as any*/),
        "document.approvalRequests.nodes.approver.isCurrentUser": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "document.approvalRequests.nodes.approverLimitRequestRowId": (v17/*:: as any*/),
        "document.approvalRequests.nodes.approverUserRowId": (v17/*:: as any*/),
        "document.approvalRequests.nodes.blankApproverCount": (v16/*:: as any*/),
        "document.approvalRequests.nodes.blankApproverType": (v12/*:: as any*/),
        "document.approvalRequests.nodes.canCurrentUserApprove": (v14/*:: as any*/),
        "document.approvalRequests.nodes.canCurrentUserCancel": (v14/*:: as any*/),
        "document.approvalRequests.nodes.canCurrentUserCancelRejection": (v14/*:: as any*/),
        "document.approvalRequests.nodes.createdAt": (v15/*:: as any*/),
        "document.approvalRequests.nodes.currentUserApproverLimitExceeded": (v14/*:: as any*/),
        "document.approvalRequests.nodes.decidedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Datetime"
        },
        "document.approvalRequests.nodes.decisionMessage": (v12/*:: as any*/),
        "document.approvalRequests.nodes.id": (v13/*:: as any*/),
        "document.approvalRequests.nodes.message": (v12/*:: as any*/),
        "document.approvalRequests.nodes.requester": (v11/*:: as any*/),
        "document.approvalRequests.nodes.requester.fullName": (v12/*:: as any*/),
        "document.approvalRequests.nodes.requester.id": (v13/*:: as any*/),
        "document.approvalRequests.nodes.rowId": (v18/*:: as any*/),
        "document.approvalRequests.nodes.state": {
          "enumValues": [
            "APPROVED",
            "CANCELED",
            "OPEN",
            "REJECTED"
          ],
          "nullable": false,
          "plural": false,
          "type": "ApprovalRequestState"
        },
        "document.approvalRequests.nodes.userGroup": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "UserGroup"
        },
        "document.approvalRequests.nodes.userGroup.id": (v13/*:: as any*/),
        "document.approvalRequests.nodes.userGroup.name": (v19/*:: as any*/),
        "document.approvalRequests.nodes.userGroupRowId": (v17/*:: as any*/),
        "document.approvalState": {
          "enumValues": [
            "APPROVED",
            "NONE",
            "OPEN",
            "REJECTED"
          ],
          "nullable": false,
          "plural": false,
          "type": "DocumentApprovalState"
        },
        "document.approvedWithoutVerifiers": (v14/*:: as any*/),
        "document.approverCandidates": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "User"
        },
        "document.approverCandidates.email": (v19/*:: as any*/),
        "document.approverCandidates.fullName": (v12/*:: as any*/),
        "document.approverCandidates.id": (v13/*:: as any*/),
        "document.approverCandidates.rowId": (v18/*:: as any*/),
        "document.canCurrentUserRequestApproval": (v14/*:: as any*/),
        "document.clientCompany": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClientCompany"
        },
        "document.clientCompany.documentWorkflows": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DocumentWorkflowConnection"
        },
        "document.clientCompany.documentWorkflows.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DocumentWorkflow"
        },
        "document.clientCompany.documentWorkflows.nodes.firstStep": (v20/*:: as any*/),
        "document.clientCompany.documentWorkflows.nodes.firstStep.id": (v13/*:: as any*/),
        "document.clientCompany.documentWorkflows.nodes.firstStep.name": (v19/*:: as any*/),
        "document.clientCompany.documentWorkflows.nodes.firstStep.rowId": (v18/*:: as any*/),
        "document.clientCompany.documentWorkflows.nodes.id": (v13/*:: as any*/),
        "document.clientCompany.documentWorkflows.nodes.name": (v19/*:: as any*/),
        "document.clientCompany.documentWorkflows.nodes.rowId": (v18/*:: as any*/),
        "document.clientCompany.id": (v13/*:: as any*/),
        "document.id": (v13/*:: as any*/),
        "document.invoice": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Invoice"
        },
        "document.invoice.currency": (v19/*:: as any*/),
        "document.invoice.id": (v13/*:: as any*/),
        "document.invoice.total": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "BigFloat"
        },
        "document.nextWorkflowStepRefusal": (v12/*:: as any*/),
        "document.rowId": (v18/*:: as any*/),
        "document.unconfirmedReviewFields": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "document.userGroupCandidates": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "UserGroup"
        },
        "document.userGroupCandidates.id": (v13/*:: as any*/),
        "document.userGroupCandidates.name": (v19/*:: as any*/),
        "document.userGroupCandidates.rowId": (v18/*:: as any*/),
        "document.workflowStep": (v20/*:: as any*/),
        "document.workflowStep.id": (v13/*:: as any*/),
        "document.workflowStep.name": (v19/*:: as any*/),
        "document.workflowStep.nextStep": (v20/*:: as any*/),
        "document.workflowStep.nextStep.id": (v13/*:: as any*/),
        "document.workflowStep.nextStep.name": (v19/*:: as any*/),
        "document.workflowStep.nextStep.rowId": (v18/*:: as any*/),
        "document.workflowStep.preventDocumentEdit": (v14/*:: as any*/),
        "document.workflowStep.preventInvoicePay": (v14/*:: as any*/),
        "document.workflowStep.previousStep": (v20/*:: as any*/),
        "document.workflowStep.previousStep.id": (v13/*:: as any*/),
        "document.workflowStep.previousStep.name": (v19/*:: as any*/),
        "document.workflowStep.previousStep.rowId": (v18/*:: as any*/),
        "document.workflowStep.protected": (v14/*:: as any*/),
        "document.workflowStep.responsibleUsers": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DocumentWorkflowStepUserConnection"
        },
        "document.workflowStep.responsibleUsers.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DocumentWorkflowStepUser"
        },
        "document.workflowStep.responsibleUsers.nodes.id": (v13/*:: as any*/),
        "document.workflowStep.responsibleUsers.nodes.user": (v11/*:: as any*/),
        "document.workflowStep.responsibleUsers.nodes.user.fullName": (v12/*:: as any*/),
        "document.workflowStep.responsibleUsers.nodes.user.id": (v13/*:: as any*/),
        "document.workflowStep.responsibleUsers.nodes.user.rowId": (v18/*:: as any*/),
        "document.workflowStep.rowId": (v18/*:: as any*/),
        "document.workflowStep.workflow": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DocumentWorkflow"
        },
        "document.workflowStep.workflow.id": (v13/*:: as any*/),
        "document.workflowStep.workflow.name": (v19/*:: as any*/),
        "document.workflowStep.workflow.rowId": (v18/*:: as any*/),
        "document.workflowStep.workflow.sortedSteps": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DocumentWorkflowStep"
        },
        "document.workflowStep.workflow.sortedSteps.costCenterMandatory": (v14/*:: as any*/),
        "document.workflowStep.workflow.sortedSteps.costUnitMandatory": (v14/*:: as any*/),
        "document.workflowStep.workflow.sortedSteps.generalLedgerAccountMandatory": (v14/*:: as any*/),
        "document.workflowStep.workflow.sortedSteps.id": (v13/*:: as any*/),
        "document.workflowStep.workflow.sortedSteps.name": (v19/*:: as any*/),
        "document.workflowStep.workflow.sortedSteps.protected": (v14/*:: as any*/),
        "document.workflowStep.workflow.sortedSteps.reviewDetailsMandatory": (v14/*:: as any*/),
        "document.workflowStep.workflow.sortedSteps.rowId": (v18/*:: as any*/),
        "document.workflowStepChangeRefusal": (v12/*:: as any*/),
        "document.workflowStepLogs": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DocumentWorkflowStepLogConnection"
        },
        "document.workflowStepLogs.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DocumentWorkflowStepLog"
        },
        "document.workflowStepLogs.nodes.createdAt": (v15/*:: as any*/),
        "document.workflowStepLogs.nodes.id": (v13/*:: as any*/),
        "document.workflowStepLogs.nodes.nextStepName": (v12/*:: as any*/),
        "document.workflowStepLogs.nodes.previousStepName": (v12/*:: as any*/),
        "document.workflowStepLogs.nodes.rowId": (v18/*:: as any*/),
        "document.workflowStepLogs.nodes.user": (v11/*:: as any*/),
        "document.workflowStepLogs.nodes.user.fullName": (v12/*:: as any*/),
        "document.workflowStepLogs.nodes.user.id": (v13/*:: as any*/)
      }
    },
    "name": "DocumentWorkflowActionsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "18458a331532c1b768ab625dad1394d2";

export default node;
