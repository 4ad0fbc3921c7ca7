/**
 * @generated SignedSource<<7cf2b0fbbe78de7d90b1d0ecef669eb8>>
 * @relayHash 9c5a1810a031f887ed221c4c9c47b258
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33dc16779cc93af695acb92bf173b215827422811f176313345c49c743726062

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
  "name": "brandNameOrName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "ClientCompany",
  "kind": "LinkedField",
  "name": "clientCompany",
  "plural": false,
  "selections": [
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v9 = [
  (v8/*:: as any*/)
],
v10 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "ClientCompany",
  "kind": "LinkedField",
  "name": "clientCompany",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    (v11/*:: as any*/)
  ],
  "storageKey": null
},
v13 = [
  (v12/*:: as any*/),
  (v11/*:: as any*/)
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
              {
                "alias": null,
                "args": null,
                "concreteType": "UserDefault",
                "kind": "LinkedField",
                "name": "userDefault",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v10/*:: as any*/),
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
                    "selections": (v9/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": "clientCompanyUsers(first:1)"
              },
              (v8/*:: as any*/)
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
              {
                "alias": null,
                "args": null,
                "concreteType": "UserDefault",
                "kind": "LinkedField",
                "name": "userDefault",
                "plural": false,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v10/*:: as any*/),
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
                    "selections": (v13/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": "clientCompanyUsers(first:1)"
              },
              (v12/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "33dc16779cc93af695acb92bf173b215827422811f176313345c49c743726062",
    "metadata": {},
    "name": "ImpersonateUserDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2f4b06f0e9f25810c191574c50978572";

export default node;
