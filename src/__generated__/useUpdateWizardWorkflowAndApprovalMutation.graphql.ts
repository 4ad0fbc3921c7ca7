/**
 * @generated SignedSource<<0cc390c720e10bcf67fd14995000c19c>>
 * @relayHash 7a31522f52d4cd20510d25dd16fd8a52
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ada2f3ad50dcc87a42c06990cf35f56f58b814d93cb18b51e0735d157c24421

import { ConcreteRequest } from 'relay-runtime';
export type UpdateWizardWorkflowAndApprovalInput = {
  clientMutationId?: string | null | undefined;
  name: string;
  payload: unknown;
  wizardWorkflowAndApprovalRowId: string;
};
export type useUpdateWizardWorkflowAndApprovalMutation$variables = {
  input: UpdateWizardWorkflowAndApprovalInput;
};
export type useUpdateWizardWorkflowAndApprovalMutation$data = {
  readonly updateWizardWorkflowAndApproval: {
    readonly result: {
      readonly documentWorkflow: {
        readonly id: string;
        readonly name: string;
        readonly rowId: string;
      } | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly payload: unknown;
      readonly rowId: string;
      readonly updatedAt: string;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateWizardWorkflowAndApprovalMutation = {
  response: useUpdateWizardWorkflowAndApprovalMutation$data;
  variables: useUpdateWizardWorkflowAndApprovalMutation$variables;
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
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateWizardWorkflowAndApprovalPayload",
    "kind": "LinkedField",
    "name": "updateWizardWorkflowAndApproval",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WizardWorkflowAndApproval",
        "kind": "LinkedField",
        "name": "result",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "payload",
            "storageKey": null
          },
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
            "concreteType": "DocumentWorkflow",
            "kind": "LinkedField",
            "name": "documentWorkflow",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
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
    "name": "useUpdateWizardWorkflowAndApprovalMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateWizardWorkflowAndApprovalMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "0ada2f3ad50dcc87a42c06990cf35f56f58b814d93cb18b51e0735d157c24421",
    "metadata": {},
    "name": "useUpdateWizardWorkflowAndApprovalMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5667908ac952b76065f62245faca1255";

export default node;
