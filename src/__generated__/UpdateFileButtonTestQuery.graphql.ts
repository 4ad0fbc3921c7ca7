/**
 * @generated SignedSource<<0909fafed919c48032d340879fabbce9>>
 * @relayHash 6e3dbd98770be0a663abb6e3a758210b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c212b1feb0ad554556bae125f93294d1f81a3038905d3eeb89a71af801b4f4b0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateFileButtonTestQuery$variables = {
  documentRowId: string;
};
export type UpdateFileButtonTestQuery$data = {
  readonly document: {
    readonly " $fragmentSpreads": FragmentRefs<"UpdateFileButton_document">;
  } | null | undefined;
};
export type UpdateFileButtonTestQuery = {
  response: UpdateFileButtonTestQuery$data;
  variables: UpdateFileButtonTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "UUID"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdateFileButtonTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UpdateFileButton_document"
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
    "name": "UpdateFileButtonTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
        "plural": false,
        "selections": [
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
            "name": "clientCompanyRowId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canCurrentUserChange",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "superseded",
            "storageKey": null
          },
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
    ]
  },
  "params": {
    "id": "c212b1feb0ad554556bae125f93294d1f81a3038905d3eeb89a71af801b4f4b0",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "document": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Document"
        },
        "document.canCurrentUserChange": (v2/*:: as any*/),
        "document.clientCompanyRowId": (v3/*:: as any*/),
        "document.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "document.rowId": (v3/*:: as any*/),
        "document.superseded": (v2/*:: as any*/)
      }
    },
    "name": "UpdateFileButtonTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bc530acbd057f27b8bed4ab31b67d37f";

export default node;
