/**
 * @generated SignedSource<<04c0f87ad5ff0cc1bc8572dee653bec5>>
 * @relayHash 9e57f642dee991b45643eb26be897b19
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab60de0743abf70fec08137e21636e29694454d0402278b7bc24a42b978a10ce

import { ConcreteRequest } from 'relay-runtime';
export type CreateWizardWorkflowAndApprovalInput = {
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
  name: string;
  payload: unknown;
};
export type useCreateWizardWorkflowAndApprovalMutation$variables = {
  input: CreateWizardWorkflowAndApprovalInput;
};
export type useCreateWizardWorkflowAndApprovalMutation$data = {
  readonly createWizardWorkflowAndApproval: {
    readonly result: {
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateWizardWorkflowAndApprovalMutation = {
  response: useCreateWizardWorkflowAndApprovalMutation$data;
  variables: useCreateWizardWorkflowAndApprovalMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CreateWizardWorkflowAndApprovalPayload",
    "kind": "LinkedField",
    "name": "createWizardWorkflowAndApproval",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
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
            "name": "name",
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
    "name": "useCreateWizardWorkflowAndApprovalMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateWizardWorkflowAndApprovalMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ab60de0743abf70fec08137e21636e29694454d0402278b7bc24a42b978a10ce",
    "metadata": {},
    "name": "useCreateWizardWorkflowAndApprovalMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e288baed3d24effd93c536d2bbfc9a10";

export default node;
