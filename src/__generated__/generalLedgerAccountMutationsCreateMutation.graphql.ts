/**
 * @generated SignedSource<<525cf3f67bd02d515f33fee6dd321e0a>>
 * @relayHash 84bc53d72ea3dcf76b11e17d69023054
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e14dfb90689e073be15253d6f839c6c6c768b7bf57fc1935669b3e8be1c78f1d

import { ConcreteRequest } from 'relay-runtime';
export type GeneralLedgerAccountCategory = "ASSET" | "EQUITY" | "EXPENSE" | "LIABILITY" | "REVENUE" | "TAX" | "%future added value";
export type CreateGeneralLedgerAccountInput = {
  clientMutationId?: string | null | undefined;
  generalLedgerAccount: GeneralLedgerAccountInput;
};
export type GeneralLedgerAccountInput = {
  category: GeneralLedgerAccountCategory;
  clientCompanyRowId: string;
  disabledAt?: string | null | undefined;
  name: string;
  number: string;
};
export type generalLedgerAccountMutationsCreateMutation$variables = {
  input: CreateGeneralLedgerAccountInput;
};
export type generalLedgerAccountMutationsCreateMutation$data = {
  readonly createGeneralLedgerAccount: {
    readonly generalLedgerAccount: {
      readonly id: string;
      readonly name: string;
      readonly number: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type generalLedgerAccountMutationsCreateMutation = {
  response: generalLedgerAccountMutationsCreateMutation$data;
  variables: generalLedgerAccountMutationsCreateMutation$variables;
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
    "concreteType": "CreateGeneralLedgerAccountPayload",
    "kind": "LinkedField",
    "name": "createGeneralLedgerAccount",
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
    "name": "generalLedgerAccountMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "generalLedgerAccountMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e14dfb90689e073be15253d6f839c6c6c768b7bf57fc1935669b3e8be1c78f1d",
    "metadata": {},
    "name": "generalLedgerAccountMutationsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a4b5a419331b22a06137bfafaa391532";

export default node;
