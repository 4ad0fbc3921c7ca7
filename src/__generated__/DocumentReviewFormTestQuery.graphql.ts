/**
 * @generated SignedSource<<80c15a1196253d311f1ada3033cf7faa>>
 * @relayHash d76ae3a9d22e9db1e86084f5cd24e700
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e5ce993e3681da7ff358a6d081eadc9c3906dc33f63e57d0ab78f0a3214174b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentReviewFormTestQuery$variables = {
  documentRowId: string;
};
export type DocumentReviewFormTestQuery$data = {
  readonly document: {
    readonly " $fragmentSpreads": FragmentRefs<"DocumentReviewForm_document">;
  } | null | undefined;
};
export type DocumentReviewFormTestQuery = {
  response: DocumentReviewFormTestQuery$data;
  variables: DocumentReviewFormTestQuery$variables;
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
  "name": "type",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v7 = [
  (v2/*:: as any*/),
  (v6/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "email",
    "storageKey": null
  },
  (v4/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "partnerCompanyRowId",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceNumber",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceDate",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discountPercent",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "PartnerCompany",
  "kind": "LinkedField",
  "name": "partnerCompany",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v5/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v16 = [
  (v6/*:: as any*/),
  (v4/*:: as any*/)
],
v17 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Document"
},
v18 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v19 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "UUID"
},
v20 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v21 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "User"
},
v22 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v23 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v24 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Boolean"
},
v25 = {
  "enumValues": [
    "INCOMING_INVOICE",
    "OTHER_DOCUMENT",
    "OUTGOING_INVOICE"
  ],
  "nullable": false,
  "plural": false,
  "type": "DocumentType"
},
v26 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "BigFloat"
},
v27 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Invoice"
},
v28 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Date"
},
v29 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "UUID"
},
v30 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "PartnerCompany"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentReviewFormTestQuery",
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
            "name": "DocumentReviewForm_document"
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
    "name": "DocumentReviewFormTestQuery",
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
            "name": "isInPreventEditWorkflowStep",
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
                "name": "currentUserHasDocumentsManageAccess",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "disableInvoiceInternalNumberEdit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currentUserCanEditInvoiceInternalNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentCategoryConnection",
                "kind": "LinkedField",
                "name": "sortedDocumentCategories",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DocumentCategory",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "documentType",
                        "storageKey": null
                      },
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 500
                  }
                ],
                "concreteType": "ClientCompanyUserConnection",
                "kind": "LinkedField",
                "name": "clientCompanyUsers",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClientCompanyUser",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "user",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
                        "storageKey": null
                      },
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "clientCompanyUsers(first:500)"
              }
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
              (v8/*:: as any*/),
              (v4/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "partnerCompanyLocationRowId",
                "storageKey": null
              },
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "internalNumber",
                "storageKey": null
              },
              (v11/*:: as any*/),
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
                "name": "orderNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "orderDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deliveredFrom",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deliveredUntil",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "net",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "vatAmount",
                "storageKey": null
              },
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "conversionRate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "discountUntil",
                "storageKey": null
              },
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "discountAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "iban",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bic",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentReference",
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
                "name": "creditMemoForInvoiceRowId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "clause35AKind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "clause35ANet",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "clause35ATotal",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "clause35ADetected",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "extractedPartnerName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "extractedPartnerVatIdNo",
                "storageKey": null
              },
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Document",
                "kind": "LinkedField",
                "name": "creditMemoForInvoice",
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
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Invoice",
                    "kind": "LinkedField",
                    "name": "invoice",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OtherDocument",
            "kind": "LinkedField",
            "name": "otherDocument",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              (v4/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "documentDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "documentNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "documentDetails",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "resubmissionDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiryDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contractType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contactUserRowId",
                "storageKey": null
              },
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "partnerName",
                "storageKey": null
              },
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "contactUser",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "categoryRowId",
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
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 1000
              },
              {
                "kind": "Literal",
                "name": "orderBy",
                "value": [
                  "SORT_INDEX_ASC"
                ]
              }
            ],
            "concreteType": "InvoiceItemConnection",
            "kind": "LinkedField",
            "name": "invoiceItems",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "InvoiceItem",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "posNo",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "deliveryNo",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "orderNo",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quantity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unitNetPrice",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vatPercent",
                    "storageKey": null
                  },
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalPrice",
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "invoiceItems(first:1000,orderBy:[\"SORT_INDEX_ASC\"])"
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 200
              }
            ],
            "concreteType": "DocumentFieldStateConnection",
            "kind": "LinkedField",
            "name": "fieldStates",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentFieldState",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "field",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "source",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "confidence",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastEditAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "lastEditBy",
                    "plural": false,
                    "selections": (v16/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "confirmedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "confirmedBy",
                    "plural": false,
                    "selections": (v16/*:: as any*/),
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "fieldStates(first:200)"
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4e5ce993e3681da7ff358a6d081eadc9c3906dc33f63e57d0ab78f0a3214174b",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "document": (v17/*:: as any*/),
        "document.canCurrentUserChange": (v18/*:: as any*/),
        "document.categoryRowId": (v19/*:: as any*/),
        "document.clientCompany": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClientCompany"
        },
        "document.clientCompany.clientCompanyUsers": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ClientCompanyUserConnection"
        },
        "document.clientCompany.clientCompanyUsers.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ClientCompanyUser"
        },
        "document.clientCompany.clientCompanyUsers.nodes.id": (v20/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user": (v21/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.email": (v22/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.fullName": (v23/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.id": (v20/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.rowId": (v19/*:: as any*/),
        "document.clientCompany.currentUserCanEditInvoiceInternalNumber": (v24/*:: as any*/),
        "document.clientCompany.currentUserHasDocumentsManageAccess": (v24/*:: as any*/),
        "document.clientCompany.disableInvoiceInternalNumberEdit": (v18/*:: as any*/),
        "document.clientCompany.id": (v20/*:: as any*/),
        "document.clientCompany.sortedDocumentCategories": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DocumentCategoryConnection"
        },
        "document.clientCompany.sortedDocumentCategories.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DocumentCategory"
        },
        "document.clientCompany.sortedDocumentCategories.nodes.documentType": (v25/*:: as any*/),
        "document.clientCompany.sortedDocumentCategories.nodes.id": (v20/*:: as any*/),
        "document.clientCompany.sortedDocumentCategories.nodes.name": (v22/*:: as any*/),
        "document.clientCompany.sortedDocumentCategories.nodes.rowId": (v19/*:: as any*/),
        "document.clientCompanyRowId": (v19/*:: as any*/),
        "document.fieldStates": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DocumentFieldStateConnection"
        },
        "document.fieldStates.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DocumentFieldState"
        },
        "document.fieldStates.nodes.confidence": (v26/*:: as any*/),
        "document.fieldStates.nodes.confirmedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Datetime"
        },
        "document.fieldStates.nodes.confirmedBy": (v21/*:: as any*/),
        "document.fieldStates.nodes.confirmedBy.fullName": (v23/*:: as any*/),
        "document.fieldStates.nodes.confirmedBy.id": (v20/*:: as any*/),
        "document.fieldStates.nodes.field": (v22/*:: as any*/),
        "document.fieldStates.nodes.id": (v20/*:: as any*/),
        "document.fieldStates.nodes.lastEditAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Datetime"
        },
        "document.fieldStates.nodes.lastEditBy": (v21/*:: as any*/),
        "document.fieldStates.nodes.lastEditBy.fullName": (v23/*:: as any*/),
        "document.fieldStates.nodes.lastEditBy.id": (v20/*:: as any*/),
        "document.fieldStates.nodes.source": {
          "enumValues": [
            "EINVOICE",
            "EXTRACTED",
            "USER"
          ],
          "nullable": false,
          "plural": false,
          "type": "FieldValueSource"
        },
        "document.id": (v20/*:: as any*/),
        "document.invoice": (v27/*:: as any*/),
        "document.invoice.__typename": (v22/*:: as any*/),
        "document.invoice.accountNumber": (v23/*:: as any*/),
        "document.invoice.bic": (v23/*:: as any*/),
        "document.invoice.clause35ADetected": (v18/*:: as any*/),
        "document.invoice.clause35AKind": {
          "enumValues": [
            "CRAFTSMAN_SERVICE",
            "HOUSEHOLD_EMPLOYMENT",
            "HOUSEHOLD_SERVICE"
          ],
          "nullable": true,
          "plural": false,
          "type": "Clause35AKind"
        },
        "document.invoice.clause35ANet": (v26/*:: as any*/),
        "document.invoice.clause35ATotal": (v26/*:: as any*/),
        "document.invoice.conversionRate": (v26/*:: as any*/),
        "document.invoice.creditMemo": (v18/*:: as any*/),
        "document.invoice.creditMemoForInvoice": (v17/*:: as any*/),
        "document.invoice.creditMemoForInvoice.derivedTitle": (v23/*:: as any*/),
        "document.invoice.creditMemoForInvoice.id": (v20/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice": (v27/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice.currency": (v22/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice.id": (v20/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice.invoiceDate": (v28/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice.invoiceNumber": (v23/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice.total": (v26/*:: as any*/),
        "document.invoice.creditMemoForInvoice.rowId": (v19/*:: as any*/),
        "document.invoice.creditMemoForInvoiceRowId": (v29/*:: as any*/),
        "document.invoice.currency": (v22/*:: as any*/),
        "document.invoice.deliveredFrom": (v28/*:: as any*/),
        "document.invoice.deliveredUntil": (v28/*:: as any*/),
        "document.invoice.discountAmount": (v26/*:: as any*/),
        "document.invoice.discountPercent": (v26/*:: as any*/),
        "document.invoice.discountUntil": (v28/*:: as any*/),
        "document.invoice.dueDate": (v28/*:: as any*/),
        "document.invoice.extractedPartnerName": (v23/*:: as any*/),
        "document.invoice.extractedPartnerVatIdNo": (v23/*:: as any*/),
        "document.invoice.iban": (v23/*:: as any*/),
        "document.invoice.id": (v20/*:: as any*/),
        "document.invoice.internalNumber": (v23/*:: as any*/),
        "document.invoice.invoiceDate": (v28/*:: as any*/),
        "document.invoice.invoiceNumber": (v23/*:: as any*/),
        "document.invoice.net": (v26/*:: as any*/),
        "document.invoice.orderDate": (v28/*:: as any*/),
        "document.invoice.orderNumber": (v23/*:: as any*/),
        "document.invoice.partnerCompany": (v30/*:: as any*/),
        "document.invoice.partnerCompany.id": (v20/*:: as any*/),
        "document.invoice.partnerCompany.name": (v22/*:: as any*/),
        "document.invoice.partnerCompany.rowId": (v19/*:: as any*/),
        "document.invoice.partnerCompanyLocationRowId": (v29/*:: as any*/),
        "document.invoice.partnerCompanyRowId": (v29/*:: as any*/),
        "document.invoice.paymentReference": (v23/*:: as any*/),
        "document.invoice.total": (v26/*:: as any*/),
        "document.invoice.vatAmount": (v26/*:: as any*/),
        "document.invoiceItems": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "InvoiceItemConnection"
        },
        "document.invoiceItems.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "InvoiceItem"
        },
        "document.invoiceItems.nodes.deliveryNo": (v23/*:: as any*/),
        "document.invoiceItems.nodes.discountPercent": (v26/*:: as any*/),
        "document.invoiceItems.nodes.id": (v20/*:: as any*/),
        "document.invoiceItems.nodes.orderNo": (v23/*:: as any*/),
        "document.invoiceItems.nodes.posNo": (v23/*:: as any*/),
        "document.invoiceItems.nodes.quantity": (v26/*:: as any*/),
        "document.invoiceItems.nodes.title": (v22/*:: as any*/),
        "document.invoiceItems.nodes.totalPrice": (v26/*:: as any*/),
        "document.invoiceItems.nodes.unit": (v23/*:: as any*/),
        "document.invoiceItems.nodes.unitNetPrice": (v26/*:: as any*/),
        "document.invoiceItems.nodes.vatPercent": (v26/*:: as any*/),
        "document.isInPreventEditWorkflowStep": (v18/*:: as any*/),
        "document.otherDocument": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "OtherDocument"
        },
        "document.otherDocument.__typename": (v22/*:: as any*/),
        "document.otherDocument.contactUser": (v21/*:: as any*/),
        "document.otherDocument.contactUser.email": (v22/*:: as any*/),
        "document.otherDocument.contactUser.fullName": (v23/*:: as any*/),
        "document.otherDocument.contactUser.id": (v20/*:: as any*/),
        "document.otherDocument.contactUser.rowId": (v19/*:: as any*/),
        "document.otherDocument.contactUserRowId": (v29/*:: as any*/),
        "document.otherDocument.contractType": (v23/*:: as any*/),
        "document.otherDocument.documentDate": (v28/*:: as any*/),
        "document.otherDocument.documentDetails": (v23/*:: as any*/),
        "document.otherDocument.documentNumber": (v23/*:: as any*/),
        "document.otherDocument.expiryDate": (v28/*:: as any*/),
        "document.otherDocument.id": (v20/*:: as any*/),
        "document.otherDocument.partnerCompany": (v30/*:: as any*/),
        "document.otherDocument.partnerCompany.id": (v20/*:: as any*/),
        "document.otherDocument.partnerCompany.name": (v22/*:: as any*/),
        "document.otherDocument.partnerCompany.rowId": (v19/*:: as any*/),
        "document.otherDocument.partnerCompanyRowId": (v29/*:: as any*/),
        "document.otherDocument.partnerName": (v23/*:: as any*/),
        "document.otherDocument.resubmissionDate": (v28/*:: as any*/),
        "document.otherDocument.type": {
          "enumValues": [
            "BANK_STATEMENT",
            "CONTRACT",
            "CORRESPONDENCE",
            "DELIVERY_NOTE",
            "OFFER",
            "ORDER_CONFIRMATION",
            "OTHER",
            "RECEIPT",
            "TAX_NOTICE"
          ],
          "nullable": false,
          "plural": false,
          "type": "OtherDocumentType"
        },
        "document.rowId": (v19/*:: as any*/),
        "document.superseded": (v18/*:: as any*/),
        "document.type": (v25/*:: as any*/)
      }
    },
    "name": "DocumentReviewFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ff72ed7cb2e0b5a2b1e5e8828d2ccfd6";

export default node;
