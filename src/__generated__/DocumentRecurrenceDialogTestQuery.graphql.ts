/**
 * @generated SignedSource<<24cd78a9bde7ded9614a39a0681598c9>>
 * @relayHash 2e4973a45716ad21337e77657d5c0cb7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 560e1014babd47b8ba26671c318a825a8b6885a6f31f41da72702695f1a50168

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentRecurrenceDialogTestQuery$variables = {
  documentRowId: string;
};
export type DocumentRecurrenceDialogTestQuery$data = {
  readonly document: {
    readonly " $fragmentSpreads": FragmentRefs<"DocumentActionBar_document">;
  } | null | undefined;
};
export type DocumentRecurrenceDialogTestQuery = {
  response: DocumentRecurrenceDialogTestQuery$data;
  variables: DocumentRecurrenceDialogTestQuery$variables;
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
  "name": "derivedTitle",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v6 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Document"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v9 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "UUID"
},
v12 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Boolean"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v14 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Invoice"
},
v15 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v16 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Date"
},
v17 = {
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
    "name": "DocumentRecurrenceDialogTestQuery",
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
            "name": "DocumentActionBar_document"
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
    "name": "DocumentRecurrenceDialogTestQuery",
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
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SourceFile",
            "kind": "LinkedField",
            "name": "sourceFile",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
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
            "name": "superseded",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isAbandoned",
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
                "name": "paymentStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "partiallyPaid",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dueDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "creditMemo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasDuplicateInvoices",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasXmlSource",
                "storageKey": null
              },
              (v4/*:: as any*/),
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
            "concreteType": "Document",
            "kind": "LinkedField",
            "name": "duplicateInvoicesList",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "importDate",
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
                    "name": "invoiceNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "total",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "currency",
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canCurrentUserShare",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserConnection",
            "kind": "LinkedField",
            "name": "sharedWith",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canCurrentUserDelete",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "exportedForBookingAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasDerivedDocuments",
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
            "name": "hasActiveRecurrence",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 1
              }
            ],
            "concreteType": "DocumentConnection",
            "kind": "LinkedField",
            "name": "supersededDocuments",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": "supersededDocuments(first:1)"
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
                "name": "currentUserHasDocumentsManageAccess",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currentUserCanDeleteDocuments",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "restrictDocumentDelete",
                "storageKey": null
              },
              (v4/*:: as any*/)
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
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "prevDate",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isClone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cloneReason",
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
            "concreteType": "Document",
            "kind": "LinkedField",
            "name": "cloneOf",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isDerived",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Document",
            "kind": "LinkedField",
            "name": "baseDocument",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "560e1014babd47b8ba26671c318a825a8b6885a6f31f41da72702695f1a50168",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "document": (v7/*:: as any*/),
        "document.archived": (v8/*:: as any*/),
        "document.baseDocument": (v7/*:: as any*/),
        "document.baseDocument.derivedTitle": (v9/*:: as any*/),
        "document.baseDocument.id": (v10/*:: as any*/),
        "document.baseDocument.rowId": (v11/*:: as any*/),
        "document.canCurrentUserChange": (v8/*:: as any*/),
        "document.canCurrentUserDelete": (v8/*:: as any*/),
        "document.canCurrentUserShare": (v8/*:: as any*/),
        "document.clientCompany": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClientCompany"
        },
        "document.clientCompany.currentUserCanDeleteDocuments": (v12/*:: as any*/),
        "document.clientCompany.currentUserHasDocumentsManageAccess": (v12/*:: as any*/),
        "document.clientCompany.id": (v10/*:: as any*/),
        "document.clientCompany.restrictDocumentDelete": (v8/*:: as any*/),
        "document.clientCompanyRowId": (v11/*:: as any*/),
        "document.cloneCount": (v13/*:: as any*/),
        "document.cloneOf": (v7/*:: as any*/),
        "document.cloneOf.derivedTitle": (v9/*:: as any*/),
        "document.cloneOf.id": (v10/*:: as any*/),
        "document.cloneOf.rowId": (v11/*:: as any*/),
        "document.cloneReason": (v9/*:: as any*/),
        "document.derivedTitle": (v9/*:: as any*/),
        "document.duplicateInvoicesList": {
          "enumValues": null,
          "nullable": true,
          "plural": true,
          "type": "Document"
        },
        "document.duplicateInvoicesList.derivedTitle": (v9/*:: as any*/),
        "document.duplicateInvoicesList.id": (v10/*:: as any*/),
        "document.duplicateInvoicesList.importDate": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Datetime"
        },
        "document.duplicateInvoicesList.invoice": (v14/*:: as any*/),
        "document.duplicateInvoicesList.invoice.currency": (v15/*:: as any*/),
        "document.duplicateInvoicesList.invoice.id": (v10/*:: as any*/),
        "document.duplicateInvoicesList.invoice.invoiceNumber": (v9/*:: as any*/),
        "document.duplicateInvoicesList.invoice.total": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "BigFloat"
        },
        "document.duplicateInvoicesList.rowId": (v11/*:: as any*/),
        "document.exportedForBookingAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Datetime"
        },
        "document.hasActiveRecurrence": (v8/*:: as any*/),
        "document.hasDerivedDocuments": (v8/*:: as any*/),
        "document.id": (v10/*:: as any*/),
        "document.invoice": (v14/*:: as any*/),
        "document.invoice.creditMemo": (v8/*:: as any*/),
        "document.invoice.dueDate": (v16/*:: as any*/),
        "document.invoice.hasDuplicateInvoices": (v12/*:: as any*/),
        "document.invoice.hasXmlSource": (v8/*:: as any*/),
        "document.invoice.id": (v10/*:: as any*/),
        "document.invoice.invoiceDate": (v16/*:: as any*/),
        "document.invoice.partiallyPaid": (v8/*:: as any*/),
        "document.invoice.paymentStatus": {
          "enumValues": [
            "NOT_PAID",
            "PAID"
          ],
          "nullable": false,
          "plural": false,
          "type": "InvoicePaymentStatus"
        },
        "document.isAbandoned": (v8/*:: as any*/),
        "document.isClone": (v8/*:: as any*/),
        "document.isDerived": (v8/*:: as any*/),
        "document.recurrence": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DocumentRecurrence"
        },
        "document.recurrence.ended": (v8/*:: as any*/),
        "document.recurrence.endsAt": (v16/*:: as any*/),
        "document.recurrence.id": (v10/*:: as any*/),
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
        "document.recurrence.maxRecurrences": (v17/*:: as any*/),
        "document.recurrence.nextDate": (v16/*:: as any*/),
        "document.recurrence.prevDate": (v16/*:: as any*/),
        "document.recurrence.recurrenceCount": (v13/*:: as any*/),
        "document.recurrenceIndex": (v17/*:: as any*/),
        "document.rowId": (v11/*:: as any*/),
        "document.sharedWith": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "UserConnection"
        },
        "document.sharedWith.totalCount": (v13/*:: as any*/),
        "document.sourceFile": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SourceFile"
        },
        "document.sourceFile.id": (v10/*:: as any*/),
        "document.sourceFile.name": (v15/*:: as any*/),
        "document.sourceFile.rowId": (v11/*:: as any*/),
        "document.state": {
          "enumValues": [
            "IN_REVIEW",
            "REVIEWED"
          ],
          "nullable": false,
          "plural": false,
          "type": "DocumentState"
        },
        "document.superseded": (v8/*:: as any*/),
        "document.supersededDocuments": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DocumentConnection"
        },
        "document.supersededDocuments.totalCount": (v13/*:: as any*/),
        "document.type": {
          "enumValues": [
            "INCOMING_INVOICE",
            "OTHER_DOCUMENT",
            "OUTGOING_INVOICE"
          ],
          "nullable": false,
          "plural": false,
          "type": "DocumentType"
        }
      }
    },
    "name": "DocumentRecurrenceDialogTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3d15abedf72780e028454e8239d0d31d";

export default node;
