/**
 * @generated SignedSource<<91829a8973c1787a6cb7b0c8927979db>>
 * @relayHash 5135cebaa48b34461a6d2bec90b56474
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68859383744ddcfe70e2d911ced063805c2e03f457cd35d62c998ab30189d180

import { ConcreteRequest } from 'relay-runtime';
export type DocumentAccountingTabAccess = "EDIT" | "VIEW" | "%future added value";
export type UpdateClientCompanyMemberInput = {
  approverLimit?: string | null | undefined;
  clientCompanyUserRowId: string;
  clientMutationId?: string | null | undefined;
  documentAccountingTabAccess?: DocumentAccountingTabAccess | null | undefined;
  documentCategoryRowIds?: ReadonlyArray<string | null | undefined> | null | undefined;
  documentFilterHasApprovalRequest?: boolean | null | undefined;
  documentFilterHasWorkflowStep?: boolean | null | undefined;
  documentWorkflowRowIds?: ReadonlyArray<string | null | undefined> | null | undefined;
  documentWorkflowStepRowIds?: ReadonlyArray<string | null | undefined> | null | undefined;
  roleName: string;
};
export type accessMutationsUpdateMemberMutation$variables = {
  input: UpdateClientCompanyMemberInput;
};
export type accessMutationsUpdateMemberMutation$data = {
  readonly updateClientCompanyMember: {
    readonly clientCompanyUser: {
      readonly approverLimit: string | null | undefined;
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
      readonly hasAdminAccess: boolean;
      readonly id: string;
      readonly roleName: string;
      readonly rowId: string;
      readonly workflowStepRowIds: ReadonlyArray<string>;
    } | null | undefined;
  } | null | undefined;
};
export type accessMutationsUpdateMemberMutation = {
  response: accessMutationsUpdateMemberMutation$data;
  variables: accessMutationsUpdateMemberMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1000
  }
],
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateClientCompanyMemberPayload",
    "kind": "LinkedField",
    "name": "updateClientCompanyMember",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ClientCompanyUser",
        "kind": "LinkedField",
        "name": "clientCompanyUser",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "roleName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "documentAccountingTabAccess",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "approverLimit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasAdminAccess",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "documentFilterHasWorkflowStep",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "documentFilterHasApprovalRequest",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "workflowStepRowIds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
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
                  (v1/*:: as any*/),
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
          {
            "alias": null,
            "args": (v2/*:: as any*/),
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
                  (v1/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "accessMutationsUpdateMemberMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accessMutationsUpdateMemberMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "68859383744ddcfe70e2d911ced063805c2e03f457cd35d62c998ab30189d180",
    "metadata": {},
    "name": "accessMutationsUpdateMemberMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7a759bb76642d42187a4a7539e6814f5";

export default node;
