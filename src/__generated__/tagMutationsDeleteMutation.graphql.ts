/**
 * @generated SignedSource<<c75a3f8d7eab8074ec86704e881b3835>>
 * @relayHash aa4905623eb62d8ad1c7e25eead724af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 529c8364b29cf616734aed651fdd0946fd0e55ac96fae0965305ad911ed0a2d6

import { ConcreteRequest } from 'relay-runtime';
export type tagMutationsDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  rowId: string;
};
export type tagMutationsDeleteMutation$data = {
  readonly deleteClientCompanyTag: {
    readonly clientCompanyTag: {
      readonly id: string;
      readonly rowId: string;
    } | null | undefined;
    readonly deletedClientCompanyTagId: string | null | undefined;
  } | null | undefined;
};
export type tagMutationsDeleteMutation = {
  response: tagMutationsDeleteMutation$data;
  variables: tagMutationsDeleteMutation$variables;
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
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedClientCompanyTagId",
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
    "name": "tagMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteClientCompanyTagPayload",
        "kind": "LinkedField",
        "name": "deleteClientCompanyTag",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "tagMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteClientCompanyTagPayload",
        "kind": "LinkedField",
        "name": "deleteClientCompanyTag",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedClientCompanyTagId",
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
    "id": "529c8364b29cf616734aed651fdd0946fd0e55ac96fae0965305ad911ed0a2d6",
    "metadata": {},
    "name": "tagMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0c5f2607a7f8765a7970f33245a69f2c";

export default node;
