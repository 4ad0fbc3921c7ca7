/**
 * @generated SignedSource<<ec45706d67ebd931900a924d6fdde08f>>
 * @relayHash 72f32287668719d82735862aed1a640f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba14cdce53940d1aa174215694c0c0c389f84bf3b1c665564ec4fa2b180412b9

import { ConcreteRequest } from 'relay-runtime';
export type AccessMemberCreatePageQuery$variables = {
  clientCompanyRowId: string;
};
export type AccessMemberCreatePageQuery$data = {
  readonly clientCompany: {
    readonly brandNameOrName: string | null | undefined;
    readonly currentUserHasAdminAccess: boolean | null | undefined;
    readonly rowId: string;
  } | null | undefined;
};
export type AccessMemberCreatePageQuery = {
  response: AccessMemberCreatePageQuery$data;
  variables: AccessMemberCreatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyRowId"
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
  "name": "currentUserHasAdminAccess",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AccessMemberCreatePageQuery",
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccessMemberCreatePageQuery",
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
  },
  "params": {
    "id": "ba14cdce53940d1aa174215694c0c0c389f84bf3b1c665564ec4fa2b180412b9",
    "metadata": {},
    "name": "AccessMemberCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "194344cfd9db639489eed13279c268d9";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
