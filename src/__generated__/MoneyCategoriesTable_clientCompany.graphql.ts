/**
 * @generated SignedSource<<fa000595c41193efe2ffe05ab1e66d7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoneyCategoriesTable_clientCompany$data = {
  readonly id: string;
  readonly moneyCategories: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly generalLedgerAccount: {
          readonly name: string;
          readonly number: string;
        } | null | undefined;
        readonly id: string;
        readonly keywords: ReadonlyArray<string | null | undefined>;
        readonly name: string;
        readonly rowId: string;
        readonly transactionCount: number;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "MoneyCategoriesTable_clientCompany";
};
export type MoneyCategoriesTable_clientCompany$key = {
  readonly " $data"?: MoneyCategoriesTable_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoneyCategoriesTable_clientCompany">;
};

import MoneyCategoriesTablePaginationQuery_graphql from './MoneyCategoriesTablePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "moneyCategories"
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
};
return {
  "argumentDefinitions": [
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
      "operation": MoneyCategoriesTablePaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "MoneyCategoriesTable_clientCompany",
  "selections": [
    {
      "alias": "moneyCategories",
      "args": [
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "NAME_ASC",
            "PRIMARY_KEY_ASC"
          ]
        }
      ],
      "concreteType": "MoneyCategoryConnection",
      "kind": "LinkedField",
      "name": "__MoneyCategoriesTable_moneyCategories_connection",
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
          "concreteType": "MoneyCategoryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "MoneyCategory",
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
                  "name": "keywords",
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
      "storageKey": "__MoneyCategoriesTable_moneyCategories_connection(orderBy:[\"NAME_ASC\",\"PRIMARY_KEY_ASC\"])"
    },
    (v1/*:: as any*/)
  ],
  "type": "ClientCompany",
  "abstractKey": null
};
})();

(node as any).hash = "36852c698322548dd27830c53b5e380a";

export default node;
