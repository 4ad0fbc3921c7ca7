/**
 * @generated SignedSource<<6a51a42553a65dcd3dd21a6bebfb4252>>
 * @relayHash 2159f42aef5142130917e4c6fa6d9d92
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9799714accff0547529ce6024f871f2ecf28c87097934646cc7ccc35d137c0c

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteCompanyLocationMutation$variables = {
  connections: ReadonlyArray<string>;
  rowId: string;
};
export type useDeleteCompanyLocationMutation$data = {
  readonly deleteCompanyLocation: {
    readonly deletedCompanyLocationId: string | null | undefined;
  } | null | undefined;
};
export type useDeleteCompanyLocationMutation = {
  response: useDeleteCompanyLocationMutation$data;
  variables: useDeleteCompanyLocationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "rowId"
},
v2 = [
  {
    "fields": [
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedCompanyLocationId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteCompanyLocationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteCompanyLocationPayload",
        "kind": "LinkedField",
        "name": "deleteCompanyLocation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteCompanyLocationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteCompanyLocationPayload",
        "kind": "LinkedField",
        "name": "deleteCompanyLocation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedCompanyLocationId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e9799714accff0547529ce6024f871f2ecf28c87097934646cc7ccc35d137c0c",
    "metadata": {},
    "name": "useDeleteCompanyLocationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bdc721c65228a85e1121ce4fa4fe2d7b";

export default node;
