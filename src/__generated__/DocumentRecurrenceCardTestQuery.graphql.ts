/**
 * @generated SignedSource<<5b56a6f6c5b5e9a6641a8c51f6c97d42>>
 * @relayHash 6dda1802346bdd5bed5efb446044be99
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e7bc115d8b2ef713000b24e7429b768245a5ee6696029e68119a7506bde73c7b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentRecurrenceCardTestQuery$variables = {
  documentRowId: string;
};
export type DocumentRecurrenceCardTestQuery$data = {
  readonly document: {
    readonly " $fragmentSpreads": FragmentRefs<"DocumentRecurrenceCard_document">;
  } | null | undefined;
};
export type DocumentRecurrenceCardTestQuery = {
  response: DocumentRecurrenceCardTestQuery$data;
  variables: DocumentRecurrenceCardTestQuery$variables;
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
  "name": "rowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Document"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "UUID"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v9 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Date"
},
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentRecurrenceCardTestQuery",
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
            "name": "DocumentRecurrenceCard_document"
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
    "name": "DocumentRecurrenceCardTestQuery",
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
            "name": "archived",
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
            "name": "recurrenceIndex",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cloneCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasActiveRecurrence",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Document",
            "kind": "LinkedField",
            "name": "cloneOf",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "derivedTitle",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Invoice",
            "kind": "LinkedField",
            "name": "invoice",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "creditMemo",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "invoiceDate",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentRecurrence",
            "kind": "LinkedField",
            "name": "recurrence",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "interval",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "prevDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endsAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxRecurrences",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recurrenceCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ended",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e7bc115d8b2ef713000b24e7429b768245a5ee6696029e68119a7506bde73c7b",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "document": (v4/*:: as any*/),
        "document.archived": (v5/*:: as any*/),
        "document.canCurrentUserChange": (v5/*:: as any*/),
        "document.clientCompanyRowId": (v6/*:: as any*/),
        "document.cloneCount": (v7/*:: as any*/),
        "document.cloneOf": (v4/*:: as any*/),
        "document.cloneOf.derivedTitle": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "document.cloneOf.id": (v8/*:: as any*/),
        "document.cloneOf.rowId": (v6/*:: as any*/),
        "document.hasActiveRecurrence": (v5/*:: as any*/),
        "document.id": (v8/*:: as any*/),
        "document.invoice": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Invoice"
        },
        "document.invoice.creditMemo": (v5/*:: as any*/),
        "document.invoice.id": (v8/*:: as any*/),
        "document.invoice.invoiceDate": (v9/*:: as any*/),
        "document.recurrence": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DocumentRecurrence"
        },
        "document.recurrence.ended": (v5/*:: as any*/),
        "document.recurrence.endsAt": (v9/*:: as any*/),
        "document.recurrence.id": (v8/*:: as any*/),
        "document.recurrence.interval": {
          "enumValues": [
            "HALF_YEARLY",
            "MONTHLY",
            "QUARTERLY",
            "WEEKLY",
            "YEARLY"
          ],
          "nullable": false,
          "plural": false,
          "type": "RecurrenceInterval"
        },
        "document.recurrence.maxRecurrences": (v10/*:: as any*/),
        "document.recurrence.nextDate": (v9/*:: as any*/),
        "document.recurrence.prevDate": (v9/*:: as any*/),
        "document.recurrence.recurrenceCount": (v7/*:: as any*/),
        "document.recurrenceIndex": (v10/*:: as any*/),
        "document.rowId": (v6/*:: as any*/)
      }
    },
    "name": "DocumentRecurrenceCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cece00d2f5394f45576b30faff57f3d7";

export default node;
