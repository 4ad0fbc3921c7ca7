/**
 * @generated SignedSource<<3ea5b50ffebf7cdda4a6368776a62a5c>>
 * @relayHash b7e3d5eeb806a7168093e700b65ac4a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa6a0fef9d611a5fd20f2b40fd65dafbaf43e7cd979cebc718cc931293997a10

import { ConcreteRequest } from 'relay-runtime';
export type DashboardQuery$variables = {
  bankStatsFromDate: string;
  bankStatsUntilDate: string;
  canViewAllClientsTodo: boolean;
  canViewMoneyAccounts: boolean;
  canViewVendorsAndClients: boolean;
  clientCompanyRowId: string;
};
export type DashboardQuery$data = {
  readonly allClientsTodo?: {
    readonly nodes: ReadonlyArray<{
      readonly clientCompanyName: string;
      readonly clientCompanyRowId: string;
      readonly openApprovalRequestCount: number;
      readonly openReviewGroupCount: number;
    }>;
  } | null | undefined;
  readonly clientCompany: {
    readonly bankStatistics?: {
      readonly nodes: ReadonlyArray<{
        readonly date: string;
        readonly sumIncoming: string;
        readonly sumOutgoing: string;
      }>;
    };
    readonly brandNameOrName: string | null | undefined;
    readonly clients?: {
      readonly nodes: ReadonlyArray<{
        readonly documentCount: number;
        readonly netSum: string;
        readonly partnerCompanyRowId: string;
        readonly partnerName: string;
      }>;
    };
    readonly currentUserHasBankingAccess: boolean | null | undefined;
    readonly currentUserHasDocumentsManageAccess: boolean | null | undefined;
    readonly financeSummary?: {
      readonly assets: string;
      readonly assetsCount: number;
      readonly bankBalanceSum: string;
      readonly liabilities: string;
      readonly liabilitiesCount: number;
      readonly moneyAccountCount: number;
      readonly moneyAccountsWithoutBalance: number;
    } | null | undefined;
    readonly hasDocuments: boolean;
    readonly rowId: string;
    readonly vendors?: {
      readonly nodes: ReadonlyArray<{
        readonly documentCount: number;
        readonly netSum: string;
        readonly partnerCompanyRowId: string;
        readonly partnerName: string;
      }>;
    };
  } | null | undefined;
  readonly companyTodo: {
    readonly nodes: ReadonlyArray<{
      readonly openApprovalRequestCount: number;
      readonly openReviewGroupCount: number;
    }>;
  } | null | undefined;
};
export type DashboardQuery = {
  response: DashboardQuery$data;
  variables: DashboardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bankStatsFromDate"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bankStatsUntilDate"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "canViewAllClientsTodo"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "canViewMoneyAccounts"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "canViewVendorsAndClients"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientCompanyRowId"
},
v6 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "clientCompanyRowId"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "brandNameOrName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasDocuments",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasDocumentsManageAccess",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasBankingAccess",
  "storageKey": null
},
v12 = {
  "kind": "Variable",
  "name": "fromDate",
  "variableName": "bankStatsFromDate"
},
v13 = {
  "kind": "Variable",
  "name": "untilDate",
  "variableName": "bankStatsUntilDate"
},
v14 = {
  "condition": "canViewMoneyAccounts",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DashboardFinanceSummary",
      "kind": "LinkedField",
      "name": "financeSummary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bankBalanceSum",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "moneyAccountCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "moneyAccountsWithoutBalance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "assets",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "assetsCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "liabilities",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "liabilitiesCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        (v12/*:: as any*/),
        (v13/*:: as any*/)
      ],
      "concreteType": "DashboardBankStatisticConnection",
      "kind": "LinkedField",
      "name": "bankStatistics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DashboardBankStatistic",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "date",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sumIncoming",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sumOutgoing",
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
v15 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v16 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DashboardPartnerStatistic",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "partnerCompanyRowId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "partnerName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "netSum",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "documentCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v17 = {
  "condition": "canViewVendorsAndClients",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": "vendors",
      "args": [
        (v15/*:: as any*/),
        (v12/*:: as any*/),
        {
          "kind": "Literal",
          "name": "type",
          "value": "VENDOR"
        },
        (v13/*:: as any*/)
      ],
      "concreteType": "DashboardPartnerStatisticConnection",
      "kind": "LinkedField",
      "name": "partnerStatistics",
      "plural": false,
      "selections": (v16/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "clients",
      "args": [
        (v15/*:: as any*/),
        (v12/*:: as any*/),
        {
          "kind": "Literal",
          "name": "type",
          "value": "CLIENT"
        },
        (v13/*:: as any*/)
      ],
      "concreteType": "DashboardPartnerStatisticConnection",
      "kind": "LinkedField",
      "name": "partnerStatistics",
      "plural": false,
      "selections": (v16/*:: as any*/),
      "storageKey": null
    }
  ]
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openApprovalRequestCount",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openReviewGroupCount",
  "storageKey": null
},
v20 = {
  "alias": "companyTodo",
  "args": [
    {
      "kind": "Variable",
      "name": "clientCompanyRowId",
      "variableName": "clientCompanyRowId"
    }
  ],
  "concreteType": "DashboardClientTodoConnection",
  "kind": "LinkedField",
  "name": "openApprovalRequestCounts",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DashboardClientTodo",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        (v18/*:: as any*/),
        (v19/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v21 = {
  "condition": "canViewAllClientsTodo",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": "allClientsTodo",
      "args": null,
      "concreteType": "DashboardClientTodoConnection",
      "kind": "LinkedField",
      "name": "openApprovalRequestCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DashboardClientTodo",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
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
              "name": "clientCompanyName",
              "storageKey": null
            },
            (v18/*:: as any*/),
            (v19/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v14/*:: as any*/),
          (v17/*:: as any*/)
        ],
        "storageKey": null
      },
      (v20/*:: as any*/),
      (v21/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v5/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DashboardQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v14/*:: as any*/),
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v20/*:: as any*/),
      (v21/*:: as any*/)
    ]
  },
  "params": {
    "id": "aa6a0fef9d611a5fd20f2b40fd65dafbaf43e7cd979cebc718cc931293997a10",
    "metadata": {},
    "name": "DashboardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7a5a0d71a4ab2f3d1eadcfa5c58f2fd4";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
