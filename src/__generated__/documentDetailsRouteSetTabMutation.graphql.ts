/**
 * @generated SignedSource<<4e7723564693cf0c0fb44350aa0beea4>>
 * @relayHash 7e75f3238882dacffe50f805890baaff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41781fa5c69689f2ce0ad0cf36b9d9e0f78a2d2bef00c35df3f5374965293fb4

import { ConcreteRequest } from 'relay-runtime';
export type documentDetailsRouteSetTabMutation$variables = {
  tab: string;
};
export type documentDetailsRouteSetTabMutation$data = {
  readonly setDocumentDetailsTab: {
    readonly query: {
      readonly currentUser: {
        readonly documentDetailsTab: string | null | undefined;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type documentDetailsRouteSetTabMutation = {
  response: documentDetailsRouteSetTabMutation$data;
  variables: documentDetailsRouteSetTabMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tab"
  }
],
v1 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "tab",
        "variableName": "tab"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentDetailsTab",
  "storageKey": null
},
v3 = {
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
    "name": "documentDetailsRouteSetTabMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetDocumentDetailsTabPayload",
        "kind": "LinkedField",
        "name": "setDocumentDetailsTab",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Query",
            "kind": "LinkedField",
            "name": "query",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "currentUser",
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
    "name": "documentDetailsRouteSetTabMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetDocumentDetailsTabPayload",
        "kind": "LinkedField",
        "name": "setDocumentDetailsTab",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Query",
            "kind": "LinkedField",
            "name": "query",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "currentUser",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "41781fa5c69689f2ce0ad0cf36b9d9e0f78a2d2bef00c35df3f5374965293fb4",
    "metadata": {},
    "name": "documentDetailsRouteSetTabMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "30f79ae9a85049474d53c8175abc4b1c";

export default node;
