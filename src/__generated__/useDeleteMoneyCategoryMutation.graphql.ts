/**
 * @generated SignedSource<<4828016ab5a3ac531e212d0bf85d8212>>
 * @relayHash afb630f5feb9e95274298047d85535ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0c2885ecccb76ce1b9c5df24dd901b9079f2afc7062017706e5107888d542e7

import { ConcreteRequest } from 'relay-runtime';
export type DeleteMoneyCategoryInput = {
  clientMutationId?: string | null | undefined;
  rowId: string;
};
export type useDeleteMoneyCategoryMutation$variables = {
  input: DeleteMoneyCategoryInput;
};
export type useDeleteMoneyCategoryMutation$data = {
  readonly deleteMoneyCategory: {
    readonly deletedMoneyCategoryId: string | null | undefined;
  } | null | undefined;
};
export type useDeleteMoneyCategoryMutation = {
  response: useDeleteMoneyCategoryMutation$data;
  variables: useDeleteMoneyCategoryMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedMoneyCategoryId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteMoneyCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteMoneyCategoryPayload",
        "kind": "LinkedField",
        "name": "deleteMoneyCategory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteMoneyCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteMoneyCategoryPayload",
        "kind": "LinkedField",
        "name": "deleteMoneyCategory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedMoneyCategoryId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d0c2885ecccb76ce1b9c5df24dd901b9079f2afc7062017706e5107888d542e7",
    "metadata": {},
    "name": "useDeleteMoneyCategoryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a518866e9045140aecbbd0e754b3de59";

export default node;
