/**
 * @generated SignedSource<<ca45419c8beb6e818e645d8ccf46de52>>
 * @relayHash 87a5257a23435638c2306c0bc74d220c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5685b5414b55e8a5a9fa0c36ee17d911f39eb22768cdd6e7087fb979e43e9314

import { ConcreteRequest } from 'relay-runtime';
export type UpdateClientCompanyUserInput = {
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
  roleName: string;
};
export type useUpdateClientCompanyUserMutation$variables = {
  input: UpdateClientCompanyUserInput;
};
export type useUpdateClientCompanyUserMutation$data = {
  readonly updateClientCompanyUser: {
    readonly clientCompanyUser: {
      readonly roleName: string;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateClientCompanyUserMutation = {
  response: useUpdateClientCompanyUserMutation$data;
  variables: useUpdateClientCompanyUserMutation$variables;
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
  "name": "roleName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateClientCompanyUserMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateClientCompanyUserPayload",
        "kind": "LinkedField",
        "name": "updateClientCompanyUser",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompanyUser",
            "kind": "LinkedField",
            "name": "clientCompanyUser",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
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
    "name": "useUpdateClientCompanyUserMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateClientCompanyUserPayload",
        "kind": "LinkedField",
        "name": "updateClientCompanyUser",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompanyUser",
            "kind": "LinkedField",
            "name": "clientCompanyUser",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5685b5414b55e8a5a9fa0c36ee17d911f39eb22768cdd6e7087fb979e43e9314",
    "metadata": {},
    "name": "useUpdateClientCompanyUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "779790f124c68fe7800d7a8c3944bca8";

export default node;
