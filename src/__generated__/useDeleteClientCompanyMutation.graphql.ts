/**
 * @generated SignedSource<<50e01fb9b93ccc607cabd4c2dbda3788>>
 * @relayHash 4a43ee14f2c73d6b16ce94bfea98f3f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e942798f0b3763b2d060cfe8db19569d7e9cddd7cec0f9f0a182f8e90c17912

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteClientCompanyMutation$variables = {
  rowId: string;
};
export type useDeleteClientCompanyMutation$data = {
  readonly deleteClientCompany: {
    readonly result: {
      readonly id: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type useDeleteClientCompanyMutation = {
  response: useDeleteClientCompanyMutation$data;
  variables: useDeleteClientCompanyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "rowId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "clientCompanyRowId",
            "variableName": "rowId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "DeleteClientCompanyPayload",
    "kind": "LinkedField",
    "name": "deleteClientCompany",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ClientCompany",
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
    "name": "useDeleteClientCompanyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteClientCompanyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1e942798f0b3763b2d060cfe8db19569d7e9cddd7cec0f9f0a182f8e90c17912",
    "metadata": {},
    "name": "useDeleteClientCompanyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cc61363f897ce4237a56567e24172b1b";

export default node;
