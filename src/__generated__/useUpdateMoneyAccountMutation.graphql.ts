/**
 * @generated SignedSource<<a1c9e414c22caa1108f91e514ddb12de>>
 * @relayHash b0381830e08d080f775336dcc8b5caa8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10ccaa751b917a8f4a21549b9a9e9fc9e2efcfee164fcbef096e8c7e963beae0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BankAccountType = "CURRENT" | "LOAN" | "OTHER" | "SAVINGS" | "%future added value";
export type CreditCardBrand = "AMEX" | "MASTERCARD" | "OTHER" | "VISA" | "%future added value";
export type UpdateMoneyAccountInput = {
  clientMutationId?: string | null | undefined;
  patch: MoneyAccountPatch;
  rowId: string;
};
export type MoneyAccountPatch = {
  active?: boolean | null | undefined;
  bankAccountType?: BankAccountType | null | undefined;
  bic?: string | null | undefined;
  cardBrand?: CreditCardBrand | null | undefined;
  currency?: string | null | undefined;
  description?: string | null | undefined;
  generalLedgerAccountRowId?: string | null | undefined;
  holder?: string | null | undefined;
  iban?: string | null | undefined;
  includeHolderWithPayment?: boolean | null | undefined;
  limit?: string | null | undefined;
  name?: string | null | undefined;
  number?: string | null | undefined;
};
export type useUpdateMoneyAccountMutation$variables = {
  input: UpdateMoneyAccountInput;
};
export type useUpdateMoneyAccountMutation$data = {
  readonly updateMoneyAccount: {
    readonly moneyAccount: {
      readonly active: boolean;
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
      readonly " $fragmentSpreads": FragmentRefs<"MoneyAccountEditor_moneyAccount" | "MoneyAccountSummary_moneyAccount">;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateMoneyAccountMutation = {
  response: useUpdateMoneyAccountMutation$data;
  variables: useUpdateMoneyAccountMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateMoneyAccountMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateMoneyAccountPayload",
        "kind": "LinkedField",
        "name": "updateMoneyAccount",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MoneyAccountEditor_moneyAccount"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MoneyAccountSummary_moneyAccount"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateMoneyAccountMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateMoneyAccountPayload",
        "kind": "LinkedField",
        "name": "updateMoneyAccount",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currency",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "iban",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bic",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "holder",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "includeHolderWithPayment",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bankAccountType",
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
                "name": "cardBrand",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "limit",
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
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currentBalance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "balanceDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "available",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "transactionCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "syncActive",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "syncMessage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastSynced",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "xs2AAccountRowId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "10ccaa751b917a8f4a21549b9a9e9fc9e2efcfee164fcbef096e8c7e963beae0",
    "metadata": {},
    "name": "useUpdateMoneyAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7d24b542cc42a9571b775f509501e644";

export default node;
