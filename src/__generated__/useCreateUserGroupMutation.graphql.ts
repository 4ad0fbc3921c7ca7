/**
 * @generated SignedSource<<75d370fdfb43b0dbd1861b1f1ccad756>>
 * @relayHash 71b40342f4a808665d5477b06e29fd83
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f98aae0fb0e732feebf74779216be448d19ca38c8cf8be31c7cab2261fefb32c

import { ConcreteRequest } from 'relay-runtime';
export type CreateUserGroupInput = {
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
  memberUserRowIds?: ReadonlyArray<string | null | undefined> | null | undefined;
  name: string;
};
export type useCreateUserGroupMutation$variables = {
  input: CreateUserGroupInput;
};
export type useCreateUserGroupMutation$data = {
  readonly createUserGroup: {
    readonly result: {
      readonly id: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateUserGroupMutation = {
  response: useCreateUserGroupMutation$data;
  variables: useCreateUserGroupMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CreateUserGroupPayload",
    "kind": "LinkedField",
    "name": "createUserGroup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UserGroup",
        "kind": "LinkedField",
        "name": "result",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rowId",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateUserGroupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateUserGroupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f98aae0fb0e732feebf74779216be448d19ca38c8cf8be31c7cab2261fefb32c",
    "metadata": {},
    "name": "useCreateUserGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c3617a3291f443710a975322df083a9c";

export default node;
