/**
 * @generated SignedSource<<9111232acfb08477e3957b09168f5e55>>
 * @relayHash 4738e667e4a19afc57b3048ad670c6aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07da90c13422abe33a5322278d5f00b3fc2647bccf29b93a4129f7f39b849a45

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OssBranchDetailPageQuery$variables = {
  clientCompanyRowId: string;
  ossBranchRowId: string;
};
export type OssBranchDetailPageQuery$data = {
  readonly clientCompany: {
    readonly country: string;
    readonly currentUserHasAccountingAccess: boolean | null | undefined;
    readonly featureFlags: {
      readonly euOss: boolean | null | undefined;
    } | null | undefined;
    readonly rowId: string;
    readonly " $fragmentSpreads": FragmentRefs<"LedgerAccountSelect_clientCompany">;
  } | null | undefined;
  readonly clientCompanyOssBranch: {
    readonly branch: string;
    readonly clientCompanyRowId: string;
    readonly country: string;
    readonly generalLedgerAccountRowId: string;
    readonly id: string;
    readonly invoiceAccountingItemTitle: string | null | undefined;
    readonly rowId: string;
    readonly updatedAt: string;
  } | null | undefined;
};
export type OssBranchDetailPageQuery = {
  response: OssBranchDetailPageQuery$data;
  variables: OssBranchDetailPageQuery$variables;
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
    "name": "ossBranchRowId"
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
  "name": "country",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasAccountingAccess",
  "storageKey": null
},
v5 = {
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
      "name": "euOss",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "rowId",
      "variableName": "ossBranchRowId"
    }
  ],
  "concreteType": "ClientCompanyOssBranch",
  "kind": "LinkedField",
  "name": "clientCompanyOssBranch",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientCompanyRowId",
      "storageKey": null
    },
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "branch",
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
      "name": "invoiceAccountingItemTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OssBranchDetailPageQuery",
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
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LedgerAccountSelect_clientCompany"
          }
        ],
        "storageKey": null
      },
      (v7/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OssBranchDetailPageQuery",
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
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "orderBy",
                "value": [
                  "NUMBER_ASC"
                ]
              }
            ],
            "concreteType": "GeneralLedgerAccountConnection",
            "kind": "LinkedField",
            "name": "generalLedgerAccounts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "GeneralLedgerAccount",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
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
                    "name": "disabledAt",
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "generalLedgerAccounts(orderBy:[\"NUMBER_ASC\"])"
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      (v7/*:: as any*/)
    ]
  },
  "params": {
    "id": "07da90c13422abe33a5322278d5f00b3fc2647bccf29b93a4129f7f39b849a45",
    "metadata": {},
    "name": "OssBranchDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a27532f8b9c59fe18f84e13ac43a952a";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
