/**
 * @generated SignedSource<<336df2e5678dfd696886066dba655f42>>
 * @relayHash e5d9488839ad3ba355f5d82eb57d0c3c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 75f23068788624d940f878d3b50accf0fb5905b601e3d00646c771504381888b

import { ConcreteRequest } from 'relay-runtime';
export type SetUserFeatureActiveInput = {
  active: boolean;
  clientMutationId?: string | null | undefined;
  featureRowId: string;
  userRowId: string;
};
export type useSetUserFeatureActiveMutation$variables = {
  input: SetUserFeatureActiveInput;
};
export type useSetUserFeatureActiveMutation$data = {
  readonly setUserFeatureActive: {
    readonly result: {
      readonly assistantChatActive: boolean | null | undefined;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useSetUserFeatureActiveMutation = {
  response: useSetUserFeatureActiveMutation$data;
  variables: useSetUserFeatureActiveMutation$variables;
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
    "concreteType": "SetUserFeatureActivePayload",
    "kind": "LinkedField",
    "name": "setUserFeatureActive",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
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
            "alias": "assistantChatActive",
            "args": [
              {
                "kind": "Literal",
                "name": "name",
                "value": "ASSISTANT_CHAT"
              }
            ],
            "kind": "ScalarField",
            "name": "featureActive",
            "storageKey": "featureActive(name:\"ASSISTANT_CHAT\")"
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
    "name": "useSetUserFeatureActiveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetUserFeatureActiveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "75f23068788624d940f878d3b50accf0fb5905b601e3d00646c771504381888b",
    "metadata": {},
    "name": "useSetUserFeatureActiveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e43288cc6315355791081fc81a2eac2e";

export default node;
