/**
 * @generated SignedSource<<3cf971b6c393e92c24b92d4583c14124>>
 * @relayHash 57a97c8c378aaa9103514e823a4fe284
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cda81f5a88f73603ed06fc23510f572c869beb3229fe869df679cdff2a8f1be2

import { ConcreteRequest } from 'relay-runtime';
export type SettingsLayoutQuery$variables = {
  clientCompanyRowId: string;
  withCompany: boolean;
};
export type SettingsLayoutQuery$data = {
  readonly clientCompany?: {
    readonly brandNameOrName: string | null | undefined;
    readonly currentUserHasAccountingAccess: boolean | null | undefined;
    readonly currentUserHasAdminAccess: boolean | null | undefined;
    readonly currentUserHasBankingAccess: boolean | null | undefined;
    readonly currentUserHasCompanyManageAccess: boolean | null | undefined;
    readonly currentUserHasCompanyTagsManageAccess: boolean | null | undefined;
    readonly currentUserHasSettingsLicenseAccess: boolean | null | undefined;
    readonly featureFlags: {
      readonly cashAccount: boolean | null | undefined;
      readonly costCenters: boolean | null | undefined;
      readonly costUnits: boolean | null | undefined;
      readonly euOss: boolean | null | undefined;
      readonly realEstateObjects: boolean | null | undefined;
      readonly rules: boolean | null | undefined;
      readonly userGroup: boolean | null | undefined;
      readonly wizardWorkflowAndApprovals: boolean | null | undefined;
    } | null | undefined;
    readonly rowId: string;
  } | null | undefined;
  readonly currentUser: {
    readonly isSuperAdmin: boolean | null | undefined;
  } | null | undefined;
  readonly currentUserIsProviderStaff: boolean;
};
export type SettingsLayoutQuery = {
  response: SettingsLayoutQuery$data;
  variables: SettingsLayoutQuery$variables;
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
    "name": "withCompany"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuperAdmin",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserIsProviderStaff",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "clientCompanyRowId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "brandNameOrName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasBankingAccess",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasAdminAccess",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasAccountingAccess",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasCompanyManageAccess",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasCompanyTagsManageAccess",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasSettingsLicenseAccess",
  "storageKey": null
},
v12 = {
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
      "name": "cashAccount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "costCenters",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "costUnits",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "euOss",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userGroup",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "realEstateObjects",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rules",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wizardWorkflowAndApprovals",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SettingsLayoutQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "condition": "withCompany",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "ClientCompany",
            "kind": "LinkedField",
            "name": "clientCompany",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SettingsLayoutQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v13/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "condition": "withCompany",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "ClientCompany",
            "kind": "LinkedField",
            "name": "clientCompany",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "cda81f5a88f73603ed06fc23510f572c869beb3229fe869df679cdff2a8f1be2",
    "metadata": {},
    "name": "SettingsLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "35fa38e08d9de4f45bb30a9acb7be75a";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
