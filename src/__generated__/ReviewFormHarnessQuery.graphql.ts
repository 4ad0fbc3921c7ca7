/**
 * @generated SignedSource<<4ad3ee9775cce430a91e519ac4a97f5f>>
 * @relayHash 65d1bb4a7894daabe75004083651eb3a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d066132874e68830fa5b727eb93c056276bdcbc66656baf887f25c4133f0f96

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewFormHarnessQuery$variables = {
  documentRowId: string;
};
export type ReviewFormHarnessQuery$data = {
  readonly document: {
    readonly " $fragmentSpreads": FragmentRefs<"DocumentReviewForm_document">;
  } | null | undefined;
};
export type ReviewFormHarnessQuery = {
  response: ReviewFormHarnessQuery$data;
  variables: ReviewFormHarnessQuery$variables;
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
v8 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ClientCompanyTag",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tag",
        "storageKey": null
      },
      (v4/*:: as any*/)
    ],
    "storageKey": null
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "partnerCompanyRowId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceNumber",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceDate",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discountPercent",
  "storageKey": null
},
v18 = {
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
v19 = [
  (v6/*:: as any*/),
  (v4/*:: as any*/)
],
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "confidence",
  "storageKey": null
},
v22 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Document"
},
v23 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v24 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "UUID"
},
v25 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v26 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "User"
},
v27 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v28 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v29 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Boolean"
},
v30 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v31 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Datetime"
},
v32 = {
  "enumValues": [
    "INCOMING_INVOICE",
    "OTHER_DOCUMENT",
    "OUTGOING_INVOICE"
  ],
  "nullable": false,
  "plural": false,
  "type": "DocumentType"
},
v33 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ClientCompanyTagConnection"
},
v34 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "ClientCompanyTag"
},
v35 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "JSON"
},
v36 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "BigFloat"
},
v37 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Datetime"
},
v38 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Invoice"
},
v39 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Date"
},
v40 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "UUID"
},
v41 = {
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
    "name": "ReviewFormHarnessQuery",
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
    "name": "ReviewFormHarnessQuery",
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
            "name": "exportedForBookingAt",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currentUserHasCompanyTagsManageAccess",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ClientCompanyFeatureFlag",
                "kind": "LinkedField",
                "name": "featureFlags",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "realEstateObjects",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ClientCompanyTagConnection",
                "kind": "LinkedField",
                "name": "sortedTags",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "orderBy",
                    "value": [
                      "TITLE_ASC"
                    ]
                  }
                ],
                "concreteType": "RealEstateObjectConnection",
                "kind": "LinkedField",
                "name": "realEstateObjects",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RealEstateObject",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "disabledAt",
                        "storageKey": null
                      },
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "realEstateObjects(orderBy:[\"TITLE_ASC\"])"
              },
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
              (v11/*:: as any*/),
              (v4/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "partnerCompanyLocationRowId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "partnerAccountRowId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PartnerAccount",
                "kind": "LinkedField",
                "name": "partnerAccount",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v6/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "internalNumber",
                "storageKey": null
              },
              (v14/*:: as any*/),
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
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "prepaidAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "roundingAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amountDue",
                "storageKey": null
              },
              (v16/*:: as any*/),
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
              (v17/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "extractedPartnerEmails",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "convertedSignedNet",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "convertedSignedTotal",
                "storageKey": null
              },
              (v18/*:: as any*/),
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
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
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
                "concreteType": "InvoiceCrmTicket",
                "kind": "LinkedField",
                "name": "crmTickets",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "system",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ticketNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "subject",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "createdBy",
                    "plural": false,
                    "selections": (v19/*:: as any*/),
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
              (v11/*:: as any*/),
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
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "partnerName",
                "storageKey": null
              },
              (v18/*:: as any*/),
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
                  (v9/*:: as any*/),
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
                  (v17/*:: as any*/),
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
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "source",
                    "storageKey": null
                  },
                  (v21/*:: as any*/),
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
                    "selections": (v19/*:: as any*/),
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
                    "selections": (v19/*:: as any*/),
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "fieldStates(first:200)"
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 100
              }
            ],
            "concreteType": "DocumentFieldSuggestionConnection",
            "kind": "LinkedField",
            "name": "fieldSuggestions",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentFieldSuggestion",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "value",
                    "storageKey": null
                  },
                  (v21/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "fieldSuggestions(first:100)"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompanyTagConnection",
            "kind": "LinkedField",
            "name": "tags",
            "plural": false,
            "selections": (v8/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "orderBy",
                "value": [
                  "PRIMARY_KEY_ASC"
                ]
              }
            ],
            "concreteType": "DocumentRealEstateObjectInstanceConnection",
            "kind": "LinkedField",
            "name": "realEstateObjectInstances",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentRealEstateObjectInstance",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RealEstateObject",
                    "kind": "LinkedField",
                    "name": "realEstateObject",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "realEstateObjectInstances(orderBy:[\"PRIMARY_KEY_ASC\"])"
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
            "kind": "ScalarField",
            "name": "needsManualReview",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "manualReviewReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "complianceFindings",
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2d066132874e68830fa5b727eb93c056276bdcbc66656baf887f25c4133f0f96",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "document": (v22/*:: as any*/),
        "document.canCurrentUserChange": (v23/*:: as any*/),
        "document.categoryRowId": (v24/*:: as any*/),
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
        "document.clientCompany.clientCompanyUsers.nodes.id": (v25/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user": (v26/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.email": (v27/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.fullName": (v28/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.id": (v25/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.rowId": (v24/*:: as any*/),
        "document.clientCompany.currentUserCanEditInvoiceInternalNumber": (v29/*:: as any*/),
        "document.clientCompany.currentUserHasCompanyTagsManageAccess": (v29/*:: as any*/),
        "document.clientCompany.currentUserHasDocumentsManageAccess": (v29/*:: as any*/),
        "document.clientCompany.customDocFieldNames": (v30/*:: as any*/),
        "document.clientCompany.customDocFields": (v23/*:: as any*/),
        "document.clientCompany.disableInvoiceInternalNumberEdit": (v23/*:: as any*/),
        "document.clientCompany.featureFlags": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClientCompanyFeatureFlag"
        },
        "document.clientCompany.featureFlags.realEstateObjects": (v29/*:: as any*/),
        "document.clientCompany.id": (v25/*:: as any*/),
        "document.clientCompany.realEstateObjects": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "RealEstateObjectConnection"
        },
        "document.clientCompany.realEstateObjects.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RealEstateObject"
        },
        "document.clientCompany.realEstateObjects.nodes.disabledAt": (v31/*:: as any*/),
        "document.clientCompany.realEstateObjects.nodes.id": (v25/*:: as any*/),
        "document.clientCompany.realEstateObjects.nodes.number": (v28/*:: as any*/),
        "document.clientCompany.realEstateObjects.nodes.rowId": (v24/*:: as any*/),
        "document.clientCompany.realEstateObjects.nodes.title": (v27/*:: as any*/),
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
        "document.clientCompany.sortedDocumentCategories.nodes.documentType": (v32/*:: as any*/),
        "document.clientCompany.sortedDocumentCategories.nodes.id": (v25/*:: as any*/),
        "document.clientCompany.sortedDocumentCategories.nodes.name": (v27/*:: as any*/),
        "document.clientCompany.sortedDocumentCategories.nodes.rowId": (v24/*:: as any*/),
        "document.clientCompany.sortedTags": (v33/*:: as any*/),
        "document.clientCompany.sortedTags.nodes": (v34/*:: as any*/),
        "document.clientCompany.sortedTags.nodes.id": (v25/*:: as any*/),
        "document.clientCompany.sortedTags.nodes.rowId": (v24/*:: as any*/),
        "document.clientCompany.sortedTags.nodes.tag": (v27/*:: as any*/),
        "document.clientCompanyRowId": (v24/*:: as any*/),
        "document.complianceFindings": (v35/*:: as any*/),
        "document.customFieldValues": (v35/*:: as any*/),
        "document.exportedForBookingAt": (v31/*:: as any*/),
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
        "document.fieldStates.nodes.confidence": (v36/*:: as any*/),
        "document.fieldStates.nodes.confirmedAt": (v31/*:: as any*/),
        "document.fieldStates.nodes.confirmedBy": (v26/*:: as any*/),
        "document.fieldStates.nodes.confirmedBy.fullName": (v28/*:: as any*/),
        "document.fieldStates.nodes.confirmedBy.id": (v25/*:: as any*/),
        "document.fieldStates.nodes.field": (v27/*:: as any*/),
        "document.fieldStates.nodes.id": (v25/*:: as any*/),
        "document.fieldStates.nodes.lastEditAt": (v37/*:: as any*/),
        "document.fieldStates.nodes.lastEditBy": (v26/*:: as any*/),
        "document.fieldStates.nodes.lastEditBy.fullName": (v28/*:: as any*/),
        "document.fieldStates.nodes.lastEditBy.id": (v25/*:: as any*/),
        "document.fieldStates.nodes.source": {
          "enumValues": [
            "EINVOICE",
            "EXTRACTED",
            "PARTNER",
            "SUGGESTION",
            "USER"
          ],
          "nullable": false,
          "plural": false,
          "type": "FieldValueSource"
        },
        "document.fieldSuggestions": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DocumentFieldSuggestionConnection"
        },
        "document.fieldSuggestions.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DocumentFieldSuggestion"
        },
        "document.fieldSuggestions.nodes.confidence": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "BigFloat"
        },
        "document.fieldSuggestions.nodes.field": (v27/*:: as any*/),
        "document.fieldSuggestions.nodes.id": (v25/*:: as any*/),
        "document.fieldSuggestions.nodes.rowId": (v24/*:: as any*/),
        "document.fieldSuggestions.nodes.value": (v27/*:: as any*/),
        "document.id": (v25/*:: as any*/),
        "document.invoice": (v38/*:: as any*/),
        "document.invoice.__typename": (v27/*:: as any*/),
        "document.invoice.accountNumber": (v28/*:: as any*/),
        "document.invoice.amountDue": (v36/*:: as any*/),
        "document.invoice.bic": (v28/*:: as any*/),
        "document.invoice.clause35ADetected": (v23/*:: as any*/),
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
        "document.invoice.clause35ANet": (v36/*:: as any*/),
        "document.invoice.clause35ATotal": (v36/*:: as any*/),
        "document.invoice.conversionRate": (v36/*:: as any*/),
        "document.invoice.convertedSignedNet": (v36/*:: as any*/),
        "document.invoice.convertedSignedTotal": (v36/*:: as any*/),
        "document.invoice.creditMemo": (v23/*:: as any*/),
        "document.invoice.creditMemoForInvoice": (v22/*:: as any*/),
        "document.invoice.creditMemoForInvoice.derivedTitle": (v28/*:: as any*/),
        "document.invoice.creditMemoForInvoice.id": (v25/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice": (v38/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice.currency": (v27/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice.id": (v25/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice.invoiceDate": (v39/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice.invoiceNumber": (v28/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice.total": (v36/*:: as any*/),
        "document.invoice.creditMemoForInvoice.rowId": (v24/*:: as any*/),
        "document.invoice.creditMemoForInvoiceRowId": (v40/*:: as any*/),
        "document.invoice.crmTickets": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "InvoiceCrmTicket"
        },
        "document.invoice.crmTickets.createdAt": (v37/*:: as any*/),
        "document.invoice.crmTickets.createdBy": (v26/*:: as any*/),
        "document.invoice.crmTickets.createdBy.fullName": (v28/*:: as any*/),
        "document.invoice.crmTickets.createdBy.id": (v25/*:: as any*/),
        "document.invoice.crmTickets.id": (v25/*:: as any*/),
        "document.invoice.crmTickets.rowId": (v24/*:: as any*/),
        "document.invoice.crmTickets.status": {
          "enumValues": [
            "CLOSED",
            "OPEN"
          ],
          "nullable": false,
          "plural": false,
          "type": "CrmTicketStatus"
        },
        "document.invoice.crmTickets.subject": (v28/*:: as any*/),
        "document.invoice.crmTickets.system": (v27/*:: as any*/),
        "document.invoice.crmTickets.ticketNumber": (v27/*:: as any*/),
        "document.invoice.crmTickets.url": (v28/*:: as any*/),
        "document.invoice.currency": (v27/*:: as any*/),
        "document.invoice.deliveredFrom": (v39/*:: as any*/),
        "document.invoice.deliveredUntil": (v39/*:: as any*/),
        "document.invoice.discountAmount": (v36/*:: as any*/),
        "document.invoice.discountPercent": (v36/*:: as any*/),
        "document.invoice.discountUntil": (v39/*:: as any*/),
        "document.invoice.dueDate": (v39/*:: as any*/),
        "document.invoice.extractedPartnerEmails": (v30/*:: as any*/),
        "document.invoice.extractedPartnerName": (v28/*:: as any*/),
        "document.invoice.extractedPartnerVatIdNo": (v28/*:: as any*/),
        "document.invoice.iban": (v28/*:: as any*/),
        "document.invoice.id": (v25/*:: as any*/),
        "document.invoice.internalNumber": (v28/*:: as any*/),
        "document.invoice.invoiceDate": (v39/*:: as any*/),
        "document.invoice.invoiceNumber": (v28/*:: as any*/),
        "document.invoice.net": (v36/*:: as any*/),
        "document.invoice.orderDate": (v39/*:: as any*/),
        "document.invoice.orderNumber": (v28/*:: as any*/),
        "document.invoice.partnerAccount": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PartnerAccount"
        },
        "document.invoice.partnerAccount.fullName": (v27/*:: as any*/),
        "document.invoice.partnerAccount.id": (v25/*:: as any*/),
        "document.invoice.partnerAccount.rowId": (v24/*:: as any*/),
        "document.invoice.partnerAccountRowId": (v40/*:: as any*/),
        "document.invoice.partnerCompany": (v41/*:: as any*/),
        "document.invoice.partnerCompany.id": (v25/*:: as any*/),
        "document.invoice.partnerCompany.name": (v27/*:: as any*/),
        "document.invoice.partnerCompany.rowId": (v24/*:: as any*/),
        "document.invoice.partnerCompanyLocationRowId": (v40/*:: as any*/),
        "document.invoice.partnerCompanyRowId": (v40/*:: as any*/),
        "document.invoice.paymentReference": (v28/*:: as any*/),
        "document.invoice.prepaidAmount": (v36/*:: as any*/),
        "document.invoice.roundingAmount": (v36/*:: as any*/),
        "document.invoice.total": (v36/*:: as any*/),
        "document.invoice.vatAmount": (v36/*:: as any*/),
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
        "document.invoiceItems.nodes.deliveryNo": (v28/*:: as any*/),
        "document.invoiceItems.nodes.discountPercent": (v36/*:: as any*/),
        "document.invoiceItems.nodes.id": (v25/*:: as any*/),
        "document.invoiceItems.nodes.orderNo": (v28/*:: as any*/),
        "document.invoiceItems.nodes.posNo": (v28/*:: as any*/),
        "document.invoiceItems.nodes.quantity": (v36/*:: as any*/),
        "document.invoiceItems.nodes.title": (v27/*:: as any*/),
        "document.invoiceItems.nodes.totalPrice": (v36/*:: as any*/),
        "document.invoiceItems.nodes.unit": (v28/*:: as any*/),
        "document.invoiceItems.nodes.unitNetPrice": (v36/*:: as any*/),
        "document.invoiceItems.nodes.vatPercent": (v36/*:: as any*/),
        "document.isInPreventEditWorkflowStep": (v23/*:: as any*/),
        "document.manualReviewReason": (v28/*:: as any*/),
        "document.needsManualReview": (v23/*:: as any*/),
        "document.otherDocument": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "OtherDocument"
        },
        "document.otherDocument.__typename": (v27/*:: as any*/),
        "document.otherDocument.contactUser": (v26/*:: as any*/),
        "document.otherDocument.contactUser.email": (v27/*:: as any*/),
        "document.otherDocument.contactUser.fullName": (v28/*:: as any*/),
        "document.otherDocument.contactUser.id": (v25/*:: as any*/),
        "document.otherDocument.contactUser.rowId": (v24/*:: as any*/),
        "document.otherDocument.contactUserRowId": (v40/*:: as any*/),
        "document.otherDocument.contractType": (v28/*:: as any*/),
        "document.otherDocument.documentDate": (v39/*:: as any*/),
        "document.otherDocument.documentDetails": (v28/*:: as any*/),
        "document.otherDocument.documentNumber": (v28/*:: as any*/),
        "document.otherDocument.expiryDate": (v39/*:: as any*/),
        "document.otherDocument.id": (v25/*:: as any*/),
        "document.otherDocument.partnerCompany": (v41/*:: as any*/),
        "document.otherDocument.partnerCompany.id": (v25/*:: as any*/),
        "document.otherDocument.partnerCompany.name": (v27/*:: as any*/),
        "document.otherDocument.partnerCompany.rowId": (v24/*:: as any*/),
        "document.otherDocument.partnerCompanyRowId": (v40/*:: as any*/),
        "document.otherDocument.partnerName": (v28/*:: as any*/),
        "document.otherDocument.resubmissionDate": (v39/*:: as any*/),
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
        "document.realEstateObjectInstances": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DocumentRealEstateObjectInstanceConnection"
        },
        "document.realEstateObjectInstances.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DocumentRealEstateObjectInstance"
        },
        "document.realEstateObjectInstances.nodes.amount": (v36/*:: as any*/),
        "document.realEstateObjectInstances.nodes.id": (v25/*:: as any*/),
        "document.realEstateObjectInstances.nodes.realEstateObject": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RealEstateObject"
        },
        "document.realEstateObjectInstances.nodes.realEstateObject.id": (v25/*:: as any*/),
        "document.realEstateObjectInstances.nodes.realEstateObject.number": (v28/*:: as any*/),
        "document.realEstateObjectInstances.nodes.realEstateObject.rowId": (v24/*:: as any*/),
        "document.realEstateObjectInstances.nodes.realEstateObject.title": (v27/*:: as any*/),
        "document.rowId": (v24/*:: as any*/),
        "document.superseded": (v23/*:: as any*/),
        "document.tags": (v33/*:: as any*/),
        "document.tags.nodes": (v34/*:: as any*/),
        "document.tags.nodes.id": (v25/*:: as any*/),
        "document.tags.nodes.rowId": (v24/*:: as any*/),
        "document.tags.nodes.tag": (v27/*:: as any*/),
        "document.type": (v32/*:: as any*/)
      }
    },
    "name": "ReviewFormHarnessQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "806b29e9c97e5ab25159d02f50a3dab1";

export default node;
