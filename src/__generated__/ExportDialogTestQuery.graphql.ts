/**
 * @generated SignedSource<<635b1ff79de558da6dddb219988760fd>>
 * @relayHash 9efa16c71cf1a8b2b12cced4397b0cad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bcccacbe26d9224f8ccfc7b3ea134eefcc40947f960bb5478b2b51ea2be3f18c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExportDialogTestQuery$variables = {
  clientCompanyRowId: string;
};
export type ExportDialogTestQuery$data = {
  readonly clientCompany: {
    readonly " $fragmentSpreads": FragmentRefs<"ExportDialog_clientCompany">;
  } | null | undefined;
};
export type ExportDialogTestQuery = {
  response: ExportDialogTestQuery$data;
  variables: ExportDialogTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyRowId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "clientCompanyRowId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ExportDialogTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ExportDialog_clientCompany"
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
    "name": "ExportDialogTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
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
            "name": "accountingSystem",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "disableIncompleteExport",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currentUserCanExportBookings",
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
    "id": "bcccacbe26d9224f8ccfc7b3ea134eefcc40947f960bb5478b2b51ea2be3f18c",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "clientCompany": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClientCompany"
        },
        "clientCompany.accountingSystem": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "clientCompany.currentUserCanExportBookings": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "clientCompany.disableIncompleteExport": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "clientCompany.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "clientCompany.rowId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "UUID"
        }
      }
    },
    "name": "ExportDialogTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "143c7c356cdf33f88810ce1ae408ab5f";

export default node;
