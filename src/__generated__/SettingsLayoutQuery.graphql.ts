/**
 * @generated SignedSource<<64710bb840a92d6aeb44a4cd90068439>>
 * @relayHash 5974de627d11482ab137fd76335a38e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3514255ec29aa1977b6a76e1b87941fb8023495cbb42a7c741426920658f7069

import { ConcreteRequest } from 'relay-runtime';
export type SettingsLayoutQuery$variables = {
  clientCompanyRowId: string;
  withCompany: boolean;
};
export type SettingsLayoutQuery$data = {
  readonly clientCompany?: {
    readonly brandNameOrName: string | null | undefined;
    readonly currentUserHasBankingAccess: boolean | null | undefined;
    readonly featureFlags: {
      readonly cashAccount: boolean | null | undefined;
    } | null | undefined;
    readonly rowId: string;
  } | null | undefined;
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
  "name": "brandNameOrName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasBankingAccess",
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
      "name": "cashAccount",
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
    "name": "SettingsLayoutQuery",
    "selections": [
      {
        "condition": "withCompany",
        "kind": "Condition",
        "passingValue": true,
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
        "condition": "withCompany",
        "kind": "Condition",
        "passingValue": true,
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
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "3514255ec29aa1977b6a76e1b87941fb8023495cbb42a7c741426920658f7069",
    "metadata": {},
    "name": "SettingsLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4ad5cddbfec33e68e600721967ec8d89";

export default node;
