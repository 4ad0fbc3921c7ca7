/**
 * @generated SignedSource<<c5880c82a3c711651f455e2baca6f707>>
 * @relayHash 4fb69ee8aa752d74e3734008dd6cfbc0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9969e5aa591ced77f868bf388418903c79aa3f3a3e937c5e2f9b08fa10c5e718

import { ConcreteRequest } from 'relay-runtime';
export type DocumentAccountingTabAccess = "EDIT" | "VIEW" | "%future added value";
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
export type AccessMemberDetailPageQuery$variables = {
  clientCompanyRowId: string;
  clientCompanyUserRowId: string;
};
export type AccessMemberDetailPageQuery$data = {
  readonly clientCompany: {
    readonly brandNameOrName: string | null | undefined;
    readonly currentUserHasAdminAccess: boolean | null | undefined;
    readonly documentWorkflows: {
      readonly nodes: ReadonlyArray<{
        readonly name: string;
        readonly rowId: string;
        readonly sortedSteps: ReadonlyArray<{
          readonly name: string;
          readonly rowId: string;
        }>;
      }>;
    };
    readonly rowId: string;
    readonly sortedDocumentCategories: {
      readonly nodes: ReadonlyArray<{
        readonly documentType: DocumentType;
        readonly name: string;
        readonly rowId: string;
      }>;
    };
  } | null | undefined;
  readonly clientCompanyUser: {
    readonly approverLimit: string | null | undefined;
    readonly clientCompanyRowId: string;
    readonly documentAccountingTabAccess: DocumentAccountingTabAccess | null | undefined;
    readonly documentCategoryAccesses: {
      readonly nodes: ReadonlyArray<{
        readonly documentCategoryRowId: string;
        readonly id: string;
      }>;
      readonly totalCount: number;
    };
    readonly documentFilterHasApprovalRequest: boolean;
    readonly documentFilterHasWorkflowStep: boolean;
    readonly documentWorkflowAccesses: {
      readonly nodes: ReadonlyArray<{
        readonly documentWorkflowRowId: string;
        readonly id: string;
      }>;
    };
    readonly id: string;
    readonly isCurrentUser: boolean;
    readonly roleName: string;
    readonly rowId: string;
    readonly user: {
      readonly email: string;
      readonly fullName: string | null | undefined;
      readonly isExternal: boolean | null | undefined;
      readonly isExternalPublicLink: boolean;
      readonly isSuperAdmin: boolean | null | undefined;
    } | null | undefined;
    readonly userRowId: string;
    readonly workflowStepRowIds: ReadonlyArray<string>;
  } | null | undefined;
};
export type AccessMemberDetailPageQuery = {
  response: AccessMemberDetailPageQuery$data;
  variables: AccessMemberDetailPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyRowId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyUserRowId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "clientCompanyRowId"
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
  "name": "brandNameOrName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasAdminAccess",
  "storageKey": null
},
v5 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 500
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentType",
  "storageKey": null
},
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 200
  }
],
v9 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "clientCompanyUserRowId"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientCompanyRowId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "roleName",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentAccountingTabAccess",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approverLimit",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCurrentUser",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentFilterHasWorkflowStep",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentFilterHasApprovalRequest",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "workflowStepRowIds",
  "storageKey": null
},
v19 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1000
  }
],
v20 = {
  "alias": null,
  "args": (v19/*:: as any*/),
  "concreteType": "ClientCompanyUserDocumentCategoryConnection",
  "kind": "LinkedField",
  "name": "documentCategoryAccesses",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientCompanyUserDocumentCategory",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        (v10/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentCategoryRowId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "documentCategoryAccesses(first:1000)"
},
v21 = {
  "alias": null,
  "args": (v19/*:: as any*/),
  "concreteType": "ClientCompanyUserDocumentWorkflowConnection",
  "kind": "LinkedField",
  "name": "documentWorkflowAccesses",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientCompanyUserDocumentWorkflow",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        (v10/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentWorkflowRowId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "documentWorkflowAccesses(first:1000)"
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userRowId",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuperAdmin",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isExternal",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isExternalPublicLink",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AccessMemberDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "DocumentCategoryConnection",
            "kind": "LinkedField",
            "name": "sortedDocumentCategories",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentCategory",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "sortedDocumentCategories(first:500)"
          },
          {
            "alias": null,
            "args": (v8/*:: as any*/),
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
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DocumentWorkflowStep",
                    "kind": "LinkedField",
                    "name": "sortedSteps",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "documentWorkflows(first:200)"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "ClientCompanyUser",
        "kind": "LinkedField",
        "name": "clientCompanyUser",
        "plural": false,
        "selections": [
          (v10/*:: as any*/),
          (v2/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v27/*:: as any*/)
            ],
            "storageKey": null
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
    "name": "AccessMemberDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "DocumentCategoryConnection",
            "kind": "LinkedField",
            "name": "sortedDocumentCategories",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentCategory",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "sortedDocumentCategories(first:500)"
          },
          {
            "alias": null,
            "args": (v8/*:: as any*/),
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
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DocumentWorkflowStep",
                    "kind": "LinkedField",
                    "name": "sortedSteps",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v6/*:: as any*/),
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "documentWorkflows(first:200)"
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "ClientCompanyUser",
        "kind": "LinkedField",
        "name": "clientCompanyUser",
        "plural": false,
        "selections": [
          (v10/*:: as any*/),
          (v2/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v27/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9969e5aa591ced77f868bf388418903c79aa3f3a3e937c5e2f9b08fa10c5e718",
    "metadata": {},
    "name": "AccessMemberDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3cfdaf8aee293bce84cd0b658aeb6bf5";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
