/**
 * @generated SignedSource<<7f4f3244c8135e8b93bec4a6f3e214d5>>
 * @relayHash 44524d0be7394a7c2942bbe2f3e4f2f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1ea25a31e8cd4fe568f95b19bc1d06f422da9c3100c359e56fe28999831a4ab

import { ConcreteRequest } from 'relay-runtime';
export type UpdateClientCompanyOssBranchInput = {
  clientMutationId?: string | null | undefined;
  patch: ClientCompanyOssBranchPatch;
  rowId: string;
};
export type ClientCompanyOssBranchPatch = {
  branch?: string | null | undefined;
  country?: string | null | undefined;
  generalLedgerAccountRowId?: string | null | undefined;
  invoiceAccountingItemTitle?: string | null | undefined;
};
export type costMutationsUpdateOssBranchMutation$variables = {
  input: UpdateClientCompanyOssBranchInput;
};
export type costMutationsUpdateOssBranchMutation$data = {
  readonly updateClientCompanyOssBranch: {
    readonly clientCompanyOssBranch: {
      readonly branch: string;
      readonly country: string;
      readonly generalLedgerAccount: {
        readonly id: string;
        readonly name: string;
        readonly number: string;
      } | null | undefined;
      readonly generalLedgerAccountRowId: string;
      readonly id: string;
      readonly invoiceAccountingItemTitle: string | null | undefined;
      readonly rowId: string;
      readonly updatedAt: string;
    } | null | undefined;
  } | null | undefined;
};
export type costMutationsUpdateOssBranchMutation = {
  response: costMutationsUpdateOssBranchMutation$data;
  variables: costMutationsUpdateOssBranchMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateClientCompanyOssBranchPayload",
    "kind": "LinkedField",
    "name": "updateClientCompanyOssBranch",
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
            "name": "country",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "branch",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "generalLedgerAccountRowId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "GeneralLedgerAccount",
            "kind": "LinkedField",
            "name": "generalLedgerAccount",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "number",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "invoiceAccountingItemTitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
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
    "name": "costMutationsUpdateOssBranchMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "costMutationsUpdateOssBranchMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c1ea25a31e8cd4fe568f95b19bc1d06f422da9c3100c359e56fe28999831a4ab",
    "metadata": {},
    "name": "costMutationsUpdateOssBranchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7a655b6c23bf2546ade3cdc4e9852cc8";

export default node;
