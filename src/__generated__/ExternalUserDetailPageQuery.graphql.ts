/**
 * @generated SignedSource<<d8e580864ad4987a7d89a3462308cc25>>
 * @relayHash 4537806b1d49a5bae84e9ce33f344e55
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b245cdb6d78fe6a64a884f394e9e9f06946dd91a7737b292788a733e606ec85d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExternalUserDetailPageQuery$variables = {
  clientCompanyRowId: string;
  userRowId: string;
};
export type ExternalUserDetailPageQuery$data = {
  readonly assistantChat: {
    readonly rowId: string;
  } | null | undefined;
  readonly clientCompany: {
    readonly currentUserHasAdminAccess: boolean | null | undefined;
    readonly rowId: string;
  } | null | undefined;
  readonly user: {
    readonly documentSharesIn: {
      readonly nodes: ReadonlyArray<{
        readonly createdAt: string;
        readonly document: {
          readonly derivedTitle: string | null | undefined;
          readonly rowId: string;
        } | null | undefined;
        readonly id: string;
        readonly rowId: string;
        readonly sharedBy: {
          readonly email: string;
          readonly fullName: string | null | undefined;
        } | null | undefined;
      }>;
      readonly totalCount: number;
    };
    readonly email: string;
    readonly fullName: string | null | undefined;
    readonly id: string;
    readonly isExternal: boolean | null | undefined;
    readonly isExternalPublicLink: boolean;
    readonly isSuperAdmin: boolean | null | undefined;
    readonly rowId: string;
    readonly " $fragmentSpreads": FragmentRefs<"OtherUserSection_user">;
  } | null | undefined;
};
export type ExternalUserDetailPageQuery = {
  response: ExternalUserDetailPageQuery$data;
  variables: ExternalUserDetailPageQuery$variables;
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
    "name": "userRowId"
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
  "name": "currentUserHasAdminAccess",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "name",
    "value": "ASSISTANT_CHAT"
  }
],
v5 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "userRowId"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuperAdmin",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isExternal",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isExternalPublicLink",
  "storageKey": null
},
v12 = {
  "kind": "Variable",
  "name": "clientCompanyRowId",
  "variableName": "clientCompanyRowId"
},
v13 = [
  (v12/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 500
  }
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "derivedTitle",
  "storageKey": null
},
v17 = [
  (v12/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ExternalUserDetailPageQuery",
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "assistantChat",
        "args": (v4/*:: as any*/),
        "concreteType": "Feature",
        "kind": "LinkedField",
        "name": "featureByName",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": "featureByName(name:\"ASSISTANT_CHAT\")"
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v2/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "DocumentShareConnection",
            "kind": "LinkedField",
            "name": "documentSharesIn",
            "plural": false,
            "selections": [
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentShare",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v2/*:: as any*/),
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "sharedBy",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Document",
                    "kind": "LinkedField",
                    "name": "document",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v16/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "args": (v17/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "OtherUserSection_user"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExternalUserDetailPageQuery",
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
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "assistantChat",
        "args": (v4/*:: as any*/),
        "concreteType": "Feature",
        "kind": "LinkedField",
        "name": "featureByName",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": "featureByName(name:\"ASSISTANT_CHAT\")"
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v2/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "DocumentShareConnection",
            "kind": "LinkedField",
            "name": "documentSharesIn",
            "plural": false,
            "selections": [
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentShare",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v2/*:: as any*/),
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "sharedBy",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Document",
                    "kind": "LinkedField",
                    "name": "document",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v16/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currentUserCanEdit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currentUserCanDelete",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v17/*:: as any*/),
            "kind": "ScalarField",
            "name": "currentUserCanSetAssistantChat",
            "storageKey": null
          },
          {
            "alias": "assistantChatActive",
            "args": (v4/*:: as any*/),
            "kind": "ScalarField",
            "name": "featureActive",
            "storageKey": "featureActive(name:\"ASSISTANT_CHAT\")"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "language",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isStandard",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updateNotification",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "documentDirectApprovalRequestNotification",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "documentGroupApprovalRequestNotification",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b245cdb6d78fe6a64a884f394e9e9f06946dd91a7737b292788a733e606ec85d",
    "metadata": {},
    "name": "ExternalUserDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d242bbfe2a83f831391a78febca3c506";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
