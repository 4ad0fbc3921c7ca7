/**
 * @generated SignedSource<<b5e31cb82e9f499cb0204e65cd21d211>>
 * @relayHash b1535ce291703567ecdf75d13e8f0d3a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 249f9d43334f895e50a3ca51613412c6e61d57e4e5ed7be1f28dee01cf14c30b

import { ConcreteRequest } from 'relay-runtime';
export type BankAccountType = "CURRENT" | "LOAN" | "OTHER" | "SAVINGS" | "%future added value";
export type CreditCardBrand = "AMEX" | "MASTERCARD" | "OTHER" | "VISA" | "%future added value";
export type MoneyAccountType = "BANK" | "CASH" | "CREDIT_CARD" | "%future added value";
export type CreateMoneyAccountInput = {
  clientMutationId?: string | null | undefined;
  moneyAccount: MoneyAccountInput;
};
export type MoneyAccountInput = {
  active?: boolean | null | undefined;
  bankAccountType?: BankAccountType | null | undefined;
  bic?: string | null | undefined;
  cardBrand?: CreditCardBrand | null | undefined;
  clientCompanyRowId: string;
  currency?: string | null | undefined;
  description?: string | null | undefined;
  generalLedgerAccountRowId?: string | null | undefined;
  holder?: string | null | undefined;
  iban?: string | null | undefined;
  includeHolderWithPayment?: boolean | null | undefined;
  limit?: string | null | undefined;
  name: string;
  number?: string | null | undefined;
  type: MoneyAccountType;
};
export type useCreateMoneyAccountMutation$variables = {
  input: CreateMoneyAccountInput;
};
export type useCreateMoneyAccountMutation$data = {
  readonly createMoneyAccount: {
    readonly moneyAccount: {
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateMoneyAccountMutation = {
  response: useCreateMoneyAccountMutation$data;
  variables: useCreateMoneyAccountMutation$variables;
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
    "concreteType": "CreateMoneyAccountPayload",
    "kind": "LinkedField",
    "name": "createMoneyAccount",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MoneyAccount",
        "kind": "LinkedField",
        "name": "moneyAccount",
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
    "name": "useCreateMoneyAccountMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateMoneyAccountMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "249f9d43334f895e50a3ca51613412c6e61d57e4e5ed7be1f28dee01cf14c30b",
    "metadata": {},
    "name": "useCreateMoneyAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "83b1f42f6f7cb8b3d35f6ad3323154be";

export default node;
