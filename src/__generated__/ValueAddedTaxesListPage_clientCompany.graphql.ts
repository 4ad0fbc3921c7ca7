/**
 * @generated SignedSource<<c4f203ec2c974c02377ac604d67fad7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ValueAddedTaxType = "INPUT_TAX" | "OUTPUT_TAX" | "REVERSE_CHARGE" | "TAX_FREE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ValueAddedTaxesListPage_clientCompany$data = {
  readonly id: string;
  readonly valueAddedTaxesList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly amountTypeMustBeNet: boolean;
        readonly code: string | null | undefined;
        readonly id: string;
        readonly intraEu: boolean;
        readonly name: string;
        readonly rowId: string;
        readonly shortName: string | null | undefined;
        readonly type: ValueAddedTaxType;
        readonly valueAddedTaxRates: {
          readonly nodes: ReadonlyArray<{
            readonly id: string;
            readonly percentage: string;
            readonly validFrom: string | null | undefined;
            readonly validUntil: string | null | undefined;
          }>;
        };
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "ValueAddedTaxesListPage_clientCompany";
};
export type ValueAddedTaxesListPage_clientCompany$key = {
  readonly " $data"?: ValueAddedTaxesListPage_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"ValueAddedTaxesListPage_clientCompany">;
};

import ValueAddedTaxesListPaginationQuery_graphql from './ValueAddedTaxesListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "valueAddedTaxesList"
],
v1 = {
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
      "operation": ValueAddedTaxesListPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ValueAddedTaxesListPage_clientCompany",
  "selections": [
    {
      "alias": "valueAddedTaxesList",
      "args": [
        {
          "kind": "Variable",
          "name": "searchText",
          "variableName": "searchText"
        }
      ],
      "concreteType": "ValueAddedTaxConnection",
      "kind": "LinkedField",
      "name": "__ValueAddedTaxesListPage_valueAddedTaxesList_connection",
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
          "concreteType": "ValueAddedTaxEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ValueAddedTax",
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
                  "name": "name",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "shortName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "code",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "amountTypeMustBeNet",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "intraEu",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": [
                    {
                      "kind": "Literal",
                      "name": "orderBy",
                      "value": [
                        "VALID_FROM_ASC",
                        "PERCENTAGE_DESC"
                      ]
                    }
                  ],
                  "concreteType": "ValueAddedTaxRateConnection",
                  "kind": "LinkedField",
                  "name": "valueAddedTaxRates",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "ValueAddedTaxRate",
                      "kind": "LinkedField",
                      "name": "nodes",
                      "plural": true,
                      "selections": [
                        (v1/*:: as any*/),
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "percentage",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "validFrom",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "validUntil",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    }
                  ],
                  "storageKey": "valueAddedTaxRates(orderBy:[\"VALID_FROM_ASC\",\"PERCENTAGE_DESC\"])"
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

(node as any).hash = "976c01c8f3844963103d9e9eb169e7cb";

export default node;
