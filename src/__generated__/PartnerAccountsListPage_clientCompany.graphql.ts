/**
 * @generated SignedSource<<66c18876a3bfc338e3772dde8b894af9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PartnerAccountsListPage_clientCompany$data = {
  readonly generalLedgerAccountLength: number;
  readonly id: string;
  readonly partnerAccountsList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly currency: string;
        readonly description: string | null | undefined;
        readonly disabledAt: string | null | undefined;
        readonly id: string;
        readonly invoiceCount: number;
        readonly number: string;
        readonly partnerCompany: {
          readonly name: string;
        } | null | undefined;
        readonly rowId: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly rowId: string;
  readonly " $fragmentType": "PartnerAccountsListPage_clientCompany";
};
export type PartnerAccountsListPage_clientCompany$key = {
  readonly " $data"?: PartnerAccountsListPage_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"PartnerAccountsListPage_clientCompany">;
};

import PartnerAccountsListPaginationQuery_graphql from './PartnerAccountsListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "partnerAccountsList"
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
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "type"
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
      "operation": PartnerAccountsListPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "PartnerAccountsListPage_clientCompany",
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
      "alias": "partnerAccountsList",
      "args": [
        {
          "kind": "Variable",
          "name": "includeDisabled",
          "variableName": "includeDisabled"
        },
        {
          "kind": "Variable",
          "name": "searchText",
          "variableName": "searchText"
        },
        {
          "kind": "Variable",
          "name": "type",
          "variableName": "type"
        }
      ],
      "concreteType": "PartnerAccountConnection",
      "kind": "LinkedField",
      "name": "__PartnerAccountsListPage_partnerAccountsList_connection",
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
          "concreteType": "PartnerAccountEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "PartnerAccount",
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
                  "name": "disabledAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "invoiceCount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PartnerCompany",
                  "kind": "LinkedField",
                  "name": "partnerCompany",
                  "plural": false,
                  "selections": [
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

(node as any).hash = "ad688cc7d677c41370aa4dc294ccaf1c";

export default node;
