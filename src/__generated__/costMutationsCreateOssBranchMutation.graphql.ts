/**
 * @generated SignedSource<<6df1a6c885695be109ffff5eaf790c14>>
 * @relayHash 5d86782d383c269fbf9defbd89dc5efe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3e761d2503166ff1235f87fd795070a5b7de9e5bc384a2ca4393c2744e3c0e87

import { ConcreteRequest } from 'relay-runtime';
export type CreateClientCompanyOssBranchInput = {
  clientCompanyOssBranch: ClientCompanyOssBranchInput;
  clientMutationId?: string | null | undefined;
};
export type ClientCompanyOssBranchInput = {
  branch: string;
  clientCompanyRowId: string;
  country: string;
  generalLedgerAccountRowId: string;
  invoiceAccountingItemTitle?: string | null | undefined;
};
export type costMutationsCreateOssBranchMutation$variables = {
  input: CreateClientCompanyOssBranchInput;
};
export type costMutationsCreateOssBranchMutation$data = {
  readonly createClientCompanyOssBranch: {
    readonly clientCompanyOssBranch: {
      readonly country: string;
      readonly id: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type costMutationsCreateOssBranchMutation = {
  response: costMutationsCreateOssBranchMutation$data;
  variables: costMutationsCreateOssBranchMutation$variables;
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
    "concreteType": "CreateClientCompanyOssBranchPayload",
    "kind": "LinkedField",
    "name": "createClientCompanyOssBranch",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ClientCompanyOssBranch",
        "kind": "LinkedField",
        "name": "clientCompanyOssBranch",
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
            "name": "country",
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
    "name": "costMutationsCreateOssBranchMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "costMutationsCreateOssBranchMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3e761d2503166ff1235f87fd795070a5b7de9e5bc384a2ca4393c2744e3c0e87",
    "metadata": {},
    "name": "costMutationsCreateOssBranchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e4d5db68640f9ef1d819a0af05553e34";

export default node;
