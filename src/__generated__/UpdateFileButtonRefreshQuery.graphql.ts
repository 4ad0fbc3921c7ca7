/**
 * @generated SignedSource<<022dc13c35c9dbaf471f4f1e45f48021>>
 * @relayHash 356ba9b01f8f358d46a464f4794a1c87
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f95d897a49e531418415dd40c996132d320e084ce562e15ebcc001de7dd70d43

import { ConcreteRequest } from 'relay-runtime';
export type UpdateFileButtonRefreshQuery$variables = {
  documentRowId: string;
};
export type UpdateFileButtonRefreshQuery$data = {
  readonly document: {
    readonly canCurrentUserChange: boolean;
    readonly canCurrentUserShare: boolean;
    readonly newerVersion: {
      readonly rowId: string;
    } | null | undefined;
    readonly superseded: boolean;
    readonly supersededByDocumentRowId: string | null | undefined;
  } | null | undefined;
};
export type UpdateFileButtonRefreshQuery = {
  response: UpdateFileButtonRefreshQuery$data;
  variables: UpdateFileButtonRefreshQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "documentRowId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "documentRowId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "superseded",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "supersededByDocumentRowId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canCurrentUserChange",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canCurrentUserShare",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v7 = {
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
    "name": "UpdateFileButtonRefreshQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Document",
            "kind": "LinkedField",
            "name": "newerVersion",
            "plural": false,
            "selections": [
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
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
    "name": "UpdateFileButtonRefreshQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Document",
            "kind": "LinkedField",
            "name": "newerVersion",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f95d897a49e531418415dd40c996132d320e084ce562e15ebcc001de7dd70d43",
    "metadata": {},
    "name": "UpdateFileButtonRefreshQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fe806f24ed5a6e75e438ad77f136e2b7";

export default node;
