/**
 * @generated SignedSource<<1abaf2eec7928fe2dc9bcfed6effb138>>
 * @relayHash 1748a1d5f070f434a73c30039197279b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5cbf89609163e0e36b4557e05b41dc3b7aa4a6ac962e95ec2af4be39e956d62e

import { ConcreteRequest } from 'relay-runtime';
export type tagMutationsRenameMutation$variables = {
  rowId: string;
  tag: string;
};
export type tagMutationsRenameMutation$data = {
  readonly updateClientCompanyTag: {
    readonly clientCompanyTag: {
      readonly id: string;
      readonly rowId: string;
      readonly tag: string;
      readonly updatedAt: string;
    } | null | undefined;
  } | null | undefined;
};
export type tagMutationsRenameMutation = {
  response: tagMutationsRenameMutation$data;
  variables: tagMutationsRenameMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "rowId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tag"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "fields": [
              {
                "kind": "Variable",
                "name": "tag",
                "variableName": "tag"
              }
            ],
            "kind": "ObjectValue",
            "name": "patch"
          },
          {
            "kind": "Variable",
            "name": "rowId",
            "variableName": "rowId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "UpdateClientCompanyTagPayload",
    "kind": "LinkedField",
    "name": "updateClientCompanyTag",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ClientCompanyTag",
        "kind": "LinkedField",
        "name": "clientCompanyTag",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tag",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
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
    "name": "tagMutationsRenameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "tagMutationsRenameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5cbf89609163e0e36b4557e05b41dc3b7aa4a6ac962e95ec2af4be39e956d62e",
    "metadata": {},
    "name": "tagMutationsRenameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5c81b1b6d628e1faf5bc921cc1d92e74";

export default node;
