/**
 * @generated SignedSource<<bc1ad9ae429c1dcde41896df820be887>>
 * @relayHash afd61b83dc747b0faa3dc68531768c46
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff00333b137485c5929de6061ae0ff3cf0cf5831d4b5076d888b633fa00bd9a2

import { ConcreteRequest } from 'relay-runtime';
export type GeneralLedgerAccountCategory = "ASSET" | "EQUITY" | "EXPENSE" | "LIABILITY" | "REVENUE" | "TAX" | "%future added value";
export type UpdateGeneralLedgerAccountInput = {
  clientMutationId?: string | null | undefined;
  patch: GeneralLedgerAccountPatch;
  rowId: string;
};
export type GeneralLedgerAccountPatch = {
  category?: GeneralLedgerAccountCategory | null | undefined;
  disabledAt?: string | null | undefined;
  name?: string | null | undefined;
  number?: string | null | undefined;
};
export type generalLedgerAccountMutationsUpdateMutation$variables = {
  input: UpdateGeneralLedgerAccountInput;
};
export type generalLedgerAccountMutationsUpdateMutation$data = {
  readonly updateGeneralLedgerAccount: {
    readonly generalLedgerAccount: {
      readonly category: GeneralLedgerAccountCategory;
      readonly disabledAt: string | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly number: string;
      readonly rowId: string;
      readonly updatedAt: string;
    } | null | undefined;
  } | null | undefined;
};
export type generalLedgerAccountMutationsUpdateMutation = {
  response: generalLedgerAccountMutationsUpdateMutation$data;
  variables: generalLedgerAccountMutationsUpdateMutation$variables;
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
    "concreteType": "UpdateGeneralLedgerAccountPayload",
    "kind": "LinkedField",
    "name": "updateGeneralLedgerAccount",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "GeneralLedgerAccount",
        "kind": "LinkedField",
        "name": "generalLedgerAccount",
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
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "category",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "disabledAt",
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
    "name": "generalLedgerAccountMutationsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "generalLedgerAccountMutationsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ff00333b137485c5929de6061ae0ff3cf0cf5831d4b5076d888b633fa00bd9a2",
    "metadata": {},
    "name": "generalLedgerAccountMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a5b62026e732a8f8c48fba0940b29365";

export default node;
