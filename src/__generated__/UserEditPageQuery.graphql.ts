/**
 * @generated SignedSource<<d5f9e739d5dba0e3295a5bf3f80710e5>>
 * @relayHash 8847f2c031c26ea3ac8c02ddd74cdf22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7aa9ae028621f232d6b467958e13f11ecb807c4aa1d9e316492d0b73d72f95df

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserEditPageQuery$variables = {
  clientCompanyRowId: string;
  userRowId: string;
};
export type UserEditPageQuery$data = {
  readonly assistantChat: {
    readonly rowId: string;
  } | null | undefined;
  readonly clientCompany: {
    readonly currentUserHasAdminAccess: boolean | null | undefined;
    readonly rowId: string;
  } | null | undefined;
  readonly user: {
    readonly email: string;
    readonly fullName: string | null | undefined;
    readonly isExternal: boolean | null | undefined;
    readonly isExternalPublicLink: boolean;
    readonly isSuperAdmin: boolean | null | undefined;
    readonly rowId: string;
    readonly " $fragmentSpreads": FragmentRefs<"OtherUserSection_user">;
  } | null | undefined;
};
export type UserEditPageQuery = {
  response: UserEditPageQuery$data;
  variables: UserEditPageQuery$variables;
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
  "name": "fullName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuperAdmin",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isExternal",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isExternalPublicLink",
  "storageKey": null
},
v11 = [
  {
    "kind": "Variable",
    "name": "clientCompanyRowId",
    "variableName": "clientCompanyRowId"
  }
],
v12 = {
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
    "name": "UserEditPageQuery",
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
          (v2/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "args": (v11/*:: as any*/),
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
    "name": "UserEditPageQuery",
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
          (v12/*:: as any*/)
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
          (v12/*:: as any*/)
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
          (v2/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
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
            "args": (v11/*:: as any*/),
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
          },
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7aa9ae028621f232d6b467958e13f11ecb807c4aa1d9e316492d0b73d72f95df",
    "metadata": {},
    "name": "UserEditPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "19ab3b511f6677bb8833a374140d3ba7";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
