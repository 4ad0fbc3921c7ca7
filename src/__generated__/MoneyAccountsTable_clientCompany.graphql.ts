/**
 * @generated SignedSource<<fbf689240a8ca83ccd8669b3589ba5ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CreditCardBrand = "AMEX" | "MASTERCARD" | "OTHER" | "VISA" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MoneyAccountsTable_clientCompany$data = {
  readonly id: string;
  readonly moneyAccounts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly active: boolean;
        readonly bic: string | null | undefined;
        readonly cardBrand: CreditCardBrand | null | undefined;
        readonly currency: string;
        readonly currentBalance: string | null | undefined;
        readonly description: string | null | undefined;
        readonly generalLedgerAccount: {
          readonly name: string;
          readonly number: string;
        } | null | undefined;
        readonly holder: string | null | undefined;
        readonly iban: string | null | undefined;
        readonly id: string;
        readonly lastSynced: string | null | undefined;
        readonly limit: string | null | undefined;
        readonly name: string;
        readonly number: string | null | undefined;
        readonly rowId: string;
        readonly syncActive: boolean;
        readonly syncMessage: string | null | undefined;
        readonly xs2AAccountRowId: string | null | undefined;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "MoneyAccountsTable_clientCompany";
};
export type MoneyAccountsTable_clientCompany$key = {
  readonly " $data"?: MoneyAccountsTable_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoneyAccountsTable_clientCompany">;
};

import MoneyAccountsTablePaginationQuery_graphql from './MoneyAccountsTablePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "moneyAccounts"
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
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "condition"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": MoneyAccountsTablePaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "MoneyAccountsTable_clientCompany",
  "selections": [
    {
      "alias": "moneyAccounts",
      "args": [
        {
          "kind": "Variable",
          "name": "condition",
          "variableName": "condition"
        },
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "NAME_ASC",
            "PRIMARY_KEY_ASC"
          ]
        }
      ],
      "concreteType": "MoneyAccountConnection",
      "kind": "LinkedField",
      "name": "__MoneyAccountsTable_moneyAccounts_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MoneyAccountEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "MoneyAccount",
              "kind": "LinkedField",
              "name": "node",
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
                (v2/*:: as any*/),
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
                  "name": "active",
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
                (v3/*:: as any*/),
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
                  "name": "limit",
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
                  "concreteType": "GeneralLedgerAccount",
                  "kind": "LinkedField",
                  "name": "generalLedgerAccount",
                  "plural": false,
                  "selections": [
                    (v3/*:: as any*/),
                    (v2/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "ClientCompany",
  "abstractKey": null
};
})();

(node as any).hash = "a088dd9a81004a85aaa00956d7f22cbc";

export default node;
