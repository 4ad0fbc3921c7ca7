/**
 * @generated SignedSource<<15c8f5538bac6c47eba76b733d0e4528>>
 * @relayHash 5ce9a9672ba448ef6afe7af24f70d42a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99f51ad93c5b5e726b0c9ed03729f536508a101f38bd674d771fab1bb3a59c5d

import { ConcreteRequest } from 'relay-runtime';
export type BankingSelectionBarTotalsQuery$variables = {
  clientCompanyRowId: string;
  moneyTransactionRowIds: ReadonlyArray<string | null | undefined>;
};
export type BankingSelectionBarTotalsQuery$data = {
  readonly moneyTransactionsSelectionTotals: {
    readonly incomingSum: string | null | undefined;
    readonly outgoingSum: string | null | undefined;
    readonly rowIds: ReadonlyArray<string | null | undefined> | null | undefined;
  } | null | undefined;
};
export type BankingSelectionBarTotalsQuery = {
  response: BankingSelectionBarTotalsQuery$data;
  variables: BankingSelectionBarTotalsQuery$variables;
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
    "name": "moneyTransactionRowIds"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "clientCompanyRowId",
        "variableName": "clientCompanyRowId"
      },
      {
        "kind": "Variable",
        "name": "moneyTransactionRowIds",
        "variableName": "moneyTransactionRowIds"
      }
    ],
    "concreteType": "MoneyTransactionsSelectionTotal",
    "kind": "LinkedField",
    "name": "moneyTransactionsSelectionTotals",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rowIds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "incomingSum",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "outgoingSum",
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
    "name": "BankingSelectionBarTotalsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BankingSelectionBarTotalsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "99f51ad93c5b5e726b0c9ed03729f536508a101f38bd674d771fab1bb3a59c5d",
    "metadata": {},
    "name": "BankingSelectionBarTotalsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cac9268221977593d0708bdffe0c8e03";

export default node;
