/**
 * @generated SignedSource<<324096ccddcf0fd83cc6107a1d60a3b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GeneralLedgerAccountCategory = "ASSET" | "EQUITY" | "EXPENSE" | "LIABILITY" | "REVENUE" | "TAX" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GeneralLedgerAccountsListPage_clientCompany$data = {
  readonly generalLedgerAccountLength: number;
  readonly generalLedgerAccountsList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly category: GeneralLedgerAccountCategory;
        readonly disabledAt: string | null | undefined;
        readonly id: string;
        readonly name: string;
        readonly number: string;
        readonly rowId: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly id: string;
  readonly rowId: string;
  readonly " $fragmentType": "GeneralLedgerAccountsListPage_clientCompany";
};
export type GeneralLedgerAccountsListPage_clientCompany$key = {
  readonly " $data"?: GeneralLedgerAccountsListPage_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"GeneralLedgerAccountsListPage_clientCompany">;
};

import GeneralLedgerAccountsListPaginationQuery_graphql from './GeneralLedgerAccountsListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "generalLedgerAccountsList"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "category"
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
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "includeDisabled"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "searchText"
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
      "operation": GeneralLedgerAccountsListPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "GeneralLedgerAccountsListPage_clientCompany",
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "generalLedgerAccountLength",
      "storageKey": null
    },
    {
      "alias": "generalLedgerAccountsList",
      "args": [
        {
          "kind": "Variable",
          "name": "category",
          "variableName": "category"
        },
        {
          "kind": "Variable",
          "name": "includeDisabled",
          "variableName": "includeDisabled"
        },
        {
          "kind": "Variable",
          "name": "searchText",
          "variableName": "searchText"
        }
      ],
      "concreteType": "GeneralLedgerAccountConnection",
      "kind": "LinkedField",
      "name": "__GeneralLedgerAccountsListPage_generalLedgerAccountsList_connection",
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
          "concreteType": "GeneralLedgerAccountEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "GeneralLedgerAccount",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v2/*:: as any*/),
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
    (v2/*:: as any*/)
  ],
  "type": "ClientCompany",
  "abstractKey": null
};
})();

(node as any).hash = "3edddd825d82a30894605b1682dace86";

export default node;
