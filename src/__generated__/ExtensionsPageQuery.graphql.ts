/**
 * @generated SignedSource<<05682c01bae0aca04bf20886f5c37fb7>>
 * @relayHash aea451150b7888b6d7a1991278efb003
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f0d0db0452f980cc78c8e4b0d7ef66d5f8f889aa6aa2c8fe7f499659a3518c14

import { ConcreteRequest } from 'relay-runtime';
export type ExtensionsPageQuery$variables = {
  clientCompanyRowId: string;
};
export type ExtensionsPageQuery$data = {
  readonly clientCompany: {
    readonly brandNameOrName: string | null | undefined;
    readonly currentUserHasAccountingAccess: boolean | null | undefined;
    readonly currentUserHasAdminAccess: boolean | null | undefined;
    readonly currentUserHasBankingAccess: boolean | null | undefined;
    readonly featureFlags: {
      readonly cashAccount: boolean | null | undefined;
      readonly costUnits: boolean | null | undefined;
    } | null | undefined;
    readonly rowId: string;
  } | null | undefined;
  readonly currentUser: {
    readonly isExternal: boolean | null | undefined;
    readonly isMfaActive: boolean | null | undefined;
    readonly rowId: string;
  } | null | undefined;
};
export type ExtensionsPageQuery = {
  response: ExtensionsPageQuery$data;
  variables: ExtensionsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyRowId"
  }
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
  "name": "isExternal",
  "storageKey": null
},
v3 = {
  "alias": "isMfaActive",
  "args": [
    {
      "kind": "Literal",
      "name": "name",
      "value": "MFA"
    }
  ],
  "kind": "ScalarField",
  "name": "featureActive",
  "storageKey": "featureActive(name:\"MFA\")"
},
v4 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "clientCompanyRowId"
  }
],
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
  "name": "currentUserHasAdminAccess",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasAccountingAccess",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasBankingAccess",
  "storageKey": null
},
v9 = {
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cashAccount",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
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
    "name": "ExtensionsPageQuery",
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
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExtensionsPageQuery",
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
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f0d0db0452f980cc78c8e4b0d7ef66d5f8f889aa6aa2c8fe7f499659a3518c14",
    "metadata": {},
    "name": "ExtensionsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0bf8fccf4e5054335a50e6196f85b16e";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
