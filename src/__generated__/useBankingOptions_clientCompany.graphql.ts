/**
 * @generated SignedSource<<d875f2dcc7413656ad762991ee6d0020>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MoneyAccountType = "BANK" | "CASH" | "CREDIT_CARD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useBankingOptions_clientCompany$data = {
  readonly id: string;
  readonly moneyAccounts: {
    readonly nodes: ReadonlyArray<{
      readonly active: boolean;
      readonly balanceDate: string | null | undefined;
      readonly currency: string;
      readonly currentBalance: string | null | undefined;
      readonly fullName: string;
      readonly name: string;
      readonly rowId: string;
      readonly type: MoneyAccountType;
    }>;
  };
  readonly moneyCategories: {
    readonly nodes: ReadonlyArray<{
      readonly generalLedgerAccount: {
        readonly name: string;
        readonly number: string;
      } | null | undefined;
      readonly name: string;
      readonly rowId: string;
    }>;
  };
  readonly " $fragmentType": "useBankingOptions_clientCompany";
};
export type useBankingOptions_clientCompany$key = {
  readonly " $data"?: useBankingOptions_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"useBankingOptions_clientCompany">;
};

import useBankingOptionsRefetchQuery_graphql from './useBankingOptionsRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": useBankingOptionsRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "useBankingOptions_clientCompany",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "ACTIVE_DESC",
            "NAME_ASC"
          ]
        }
      ],
      "concreteType": "MoneyAccountConnection",
      "kind": "LinkedField",
      "name": "moneyAccounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MoneyAccount",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fullName",
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
              "name": "active",
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
              "name": "currentBalance",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "balanceDate",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "moneyAccounts(orderBy:[\"ACTIVE_DESC\",\"NAME_ASC\"])"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "NAME_ASC"
          ]
        }
      ],
      "concreteType": "MoneyCategoryConnection",
      "kind": "LinkedField",
      "name": "moneyCategories",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MoneyCategory",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
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
                  "name": "number",
                  "storageKey": null
                },
                (v1/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "moneyCategories(orderBy:[\"NAME_ASC\"])"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};
})();

(node as any).hash = "780a93c7ca693434c33d111907b85c23";

export default node;
