/**
 * @generated SignedSource<<38d5b8f2f8501eccafc514c79293cbad>>
 * @relayHash f328ca095e3f261db4aa4d41586e3224
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f216f7e46d67b8caf926e341c0fef4296f065ea2a4e5889b92dfbe66cc05d857

import { ConcreteRequest } from 'relay-runtime';
export type DeleteUserGroupInput = {
  clientMutationId?: string | null | undefined;
  userGroupRowId: string;
};
export type useDeleteUserGroupMutation$variables = {
  input: DeleteUserGroupInput;
};
export type useDeleteUserGroupMutation$data = {
  readonly deleteUserGroup: {
    readonly result: string | null | undefined;
  } | null | undefined;
};
export type useDeleteUserGroupMutation = {
  response: useDeleteUserGroupMutation$data;
  variables: useDeleteUserGroupMutation$variables;
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
    "concreteType": "DeleteUserGroupPayload",
    "kind": "LinkedField",
    "name": "deleteUserGroup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "result",
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
    "name": "useDeleteUserGroupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteUserGroupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f216f7e46d67b8caf926e341c0fef4296f065ea2a4e5889b92dfbe66cc05d857",
    "metadata": {},
    "name": "useDeleteUserGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "22bf281f9b1d3cbdcf9a343820508089";

export default node;
