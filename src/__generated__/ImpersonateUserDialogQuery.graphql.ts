/**
 * @generated SignedSource<<e27af60503c205e6a17ca8f3956d0fb1>>
 * @relayHash 683c834031766f8d7196744dfb7fbdae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 130d8137f408b386d58d30bcf85b1218759035f77da8c003c7d9f6355573b126

import { ConcreteRequest } from 'relay-runtime';
export type ImpersonateUserDialogQuery$variables = {
  first: number;
  search?: string | null | undefined;
};
export type ImpersonateUserDialogQuery$data = {
  readonly searchUsers: {
    readonly nodes: ReadonlyArray<{
      readonly clientCompany: {
        readonly brandNameOrName: string | null | undefined;
      } | null | undefined;
      readonly clientCompanyUsers: {
        readonly nodes: ReadonlyArray<{
          readonly clientCompany: {
            readonly brandNameOrName: string | null | undefined;
          } | null | undefined;
        }>;
      };
      readonly email: string;
      readonly fullName: string | null | undefined;
      readonly isExternal: boolean | null | undefined;
      readonly isExternalPublicLink: boolean;
      readonly isSuperAdmin: boolean | null | undefined;
      readonly rowId: string;
      readonly userDefault: {
        readonly clientCompany: {
          readonly brandNameOrName: string | null | undefined;
        } | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
};
export type ImpersonateUserDialogQuery = {
  response: ImpersonateUserDialogQuery$data;
  variables: ImpersonateUserDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuperAdmin",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isExternal",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isExternalPublicLink",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "brandNameOrName",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "ClientCompany",
  "kind": "LinkedField",
  "name": "clientCompany",
  "plural": false,
  "selections": [
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v11 = [
  (v10/*:: as any*/)
],
v12 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "ClientCompany",
  "kind": "LinkedField",
  "name": "clientCompany",
  "plural": false,
  "selections": [
    (v9/*:: as any*/),
    (v13/*:: as any*/)
  ],
  "storageKey": null
},
v15 = [
  (v14/*:: as any*/),
  (v13/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ImpersonateUserDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "UserConnection",
        "kind": "LinkedField",
        "name": "searchUsers",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "UserDefault",
                "kind": "LinkedField",
                "name": "userDefault",
                "plural": false,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v12/*:: as any*/),
                "concreteType": "ClientCompanyUserConnection",
                "kind": "LinkedField",
                "name": "clientCompanyUsers",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClientCompanyUser",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": (v11/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": "clientCompanyUsers(first:1)"
              },
              (v10/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ImpersonateUserDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "UserConnection",
        "kind": "LinkedField",
        "name": "searchUsers",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "UserDefault",
                "kind": "LinkedField",
                "name": "userDefault",
                "plural": false,
                "selections": (v15/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v12/*:: as any*/),
                "concreteType": "ClientCompanyUserConnection",
                "kind": "LinkedField",
                "name": "clientCompanyUsers",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClientCompanyUser",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": (v15/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": "clientCompanyUsers(first:1)"
              },
              (v14/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "130d8137f408b386d58d30bcf85b1218759035f77da8c003c7d9f6355573b126",
    "metadata": {},
    "name": "ImpersonateUserDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "47796d08265871483b6c2395cfc24794";

export default node;
