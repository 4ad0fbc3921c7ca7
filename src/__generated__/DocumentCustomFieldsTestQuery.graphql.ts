/**
 * @generated SignedSource<<0a45506c6a6edf33706fc28f5de97b05>>
 * @relayHash ecd242c9ef6ec96464cfc9036ccc0492
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f6fa3bbe0c497dea950d7ad5b57084c8ae7189ef7699c51f1f7bba802125ad9e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentCustomFieldsTestQuery$variables = {
  documentRowId: string;
};
export type DocumentCustomFieldsTestQuery$data = {
  readonly document: {
    readonly " $fragmentSpreads": FragmentRefs<"DocumentCustomFields_document">;
  } | null | undefined;
};
export type DocumentCustomFieldsTestQuery = {
  response: DocumentCustomFieldsTestQuery$data;
  variables: DocumentCustomFieldsTestQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentCustomFieldsTestQuery",
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
            "name": "DocumentCustomFields_document"
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
    "name": "DocumentCustomFieldsTestQuery",
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
            "name": "customFieldValues",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompany",
            "kind": "LinkedField",
            "name": "clientCompany",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "customDocFields",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "customDocFieldNames",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f6fa3bbe0c497dea950d7ad5b57084c8ae7189ef7699c51f1f7bba802125ad9e",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "document": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Document"
        },
        "document.clientCompany": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClientCompany"
        },
        "document.clientCompany.customDocFieldNames": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "document.clientCompany.customDocFields": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "document.clientCompany.id": (v3/*:: as any*/),
        "document.customFieldValues": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "JSON"
        },
        "document.id": (v3/*:: as any*/),
        "document.rowId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "UUID"
        }
      }
    },
    "name": "DocumentCustomFieldsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9d4075d9412f07e1f9095e66cf8bc4e4";

export default node;
