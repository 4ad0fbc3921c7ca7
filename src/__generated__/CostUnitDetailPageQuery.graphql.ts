/**
 * @generated SignedSource<<7dff4a6f1c15cf4e811a6b8b53527058>>
 * @relayHash c99292e595c02a2f1249444c55652fae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d76f86323ceb7ac76f767532c490c0690ad36df528a19a2f94fa94ab0215d88

import { ConcreteRequest } from 'relay-runtime';
export type CostUnitDetailPageQuery$variables = {
  clientCompanyRowId: string;
  costUnitRowId: string;
};
export type CostUnitDetailPageQuery$data = {
  readonly clientCompany: {
    readonly currentUserHasAccountingAccess: boolean | null | undefined;
    readonly featureFlags: {
      readonly costUnits: boolean | null | undefined;
    } | null | undefined;
    readonly rowId: string;
  } | null | undefined;
  readonly costUnit: {
    readonly accountingItemCostUnits: {
      readonly nodes: ReadonlyArray<{
        readonly accountingItem: {
          readonly amount: string;
          readonly documentRowId: string;
          readonly id: string;
          readonly invoice: {
            readonly currency: string;
            readonly id: string;
            readonly invoiceNumber: string | null | undefined;
            readonly partnerCompany: {
              readonly id: string;
              readonly name: string;
            } | null | undefined;
          } | null | undefined;
          readonly title: string | null | undefined;
        } | null | undefined;
        readonly amount: string;
        readonly id: string;
      }>;
      readonly totalCount: number;
    };
    readonly assignedAmount: string;
    readonly budget: string | null | undefined;
    readonly clientCompanyRowId: string;
    readonly currency: string;
    readonly description: string | null | undefined;
    readonly id: string;
    readonly invoiceCount: number;
    readonly itemCount: number;
    readonly number: string;
    readonly rowId: string;
    readonly updatedAt: string;
  } | null | undefined;
};
export type CostUnitDetailPageQuery = {
  response: CostUnitDetailPageQuery$data;
  variables: CostUnitDetailPageQuery$variables;
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
    "name": "costUnitRowId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "clientCompanyRowId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasAccountingAccess",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "ClientCompanyFeatureFlag",
  "kind": "LinkedField",
  "name": "featureFlags",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "costUnits",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "rowId",
      "variableName": "costUnitRowId"
    }
  ],
  "concreteType": "CostUnit",
  "kind": "LinkedField",
  "name": "costUnit",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientCompanyRowId",
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
      "name": "description",
      "storageKey": null
    },
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "budget",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assignedAmount",
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
      "kind": "ScalarField",
      "name": "itemCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "AccountingItemCostUnitConnection",
      "kind": "LinkedField",
      "name": "accountingItemCostUnits",
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
          "concreteType": "AccountingItemCostUnit",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v5/*:: as any*/),
            (v7/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "AccountingItem",
              "kind": "LinkedField",
              "name": "accountingItem",
              "plural": false,
              "selections": [
                (v5/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "title",
                  "storageKey": null
                },
                (v7/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "documentRowId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Invoice",
                  "kind": "LinkedField",
                  "name": "invoice",
                  "plural": false,
                  "selections": [
                    (v5/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "invoiceNumber",
                      "storageKey": null
                    },
                    (v6/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "PartnerCompany",
                      "kind": "LinkedField",
                      "name": "partnerCompany",
                      "plural": false,
                      "selections": [
                        (v5/*:: as any*/),
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
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "accountingItemCostUnits(first:100)"
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CostUnitDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      (v8/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CostUnitDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      (v8/*:: as any*/)
    ]
  },
  "params": {
    "id": "1d76f86323ceb7ac76f767532c490c0690ad36df528a19a2f94fa94ab0215d88",
    "metadata": {},
    "name": "CostUnitDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a7371d21e3672442e034572571eb7a24";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
