/**
 * @generated SignedSource<<86c4b84f47639e77341c8d95cb688e32>>
 * @relayHash 9a311f1eae23f620a396745f7366f1dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a899ce1650d936be34bc142f2c634dcac5e99310539c32c5b49630a725be0489

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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "evidence",
  "storageKey": null
},
v23 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Document"
},
v24 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v25 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "UUID"
},
v26 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v27 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "User"
},
v28 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v29 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v30 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Boolean"
},
v31 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v32 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Datetime"
},
v33 = {
  "enumValues": [
    "INCOMING_INVOICE",
    "OTHER_DOCUMENT",
    "OUTGOING_INVOICE"
  ],
  "nullable": false,
  "plural": false,
  "type": "DocumentType"
},
v34 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ClientCompanyTagConnection"
},
v35 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "ClientCompanyTag"
},
v36 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "JSON"
},
v37 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "BigFloat"
},
v38 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "JSON"
},
v39 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Datetime"
},
v40 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Invoice"
},
v41 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Date"
},
v42 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "UUID"
},
v43 = {
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
                "name": "vatBreakdown",
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
                  (v22/*:: as any*/),
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
                  (v22/*:: as any*/),
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
    "id": "a899ce1650d936be34bc142f2c634dcac5e99310539c32c5b49630a725be0489",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "document": (v23/*:: as any*/),
        "document.canCurrentUserChange": (v24/*:: as any*/),
        "document.categoryRowId": (v25/*:: as any*/),
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
        "document.clientCompany.clientCompanyUsers.nodes.id": (v26/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user": (v27/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.email": (v28/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.fullName": (v29/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.id": (v26/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.rowId": (v25/*:: as any*/),
        "document.clientCompany.currentUserCanEditInvoiceInternalNumber": (v30/*:: as any*/),
        "document.clientCompany.currentUserHasCompanyTagsManageAccess": (v30/*:: as any*/),
        "document.clientCompany.currentUserHasDocumentsManageAccess": (v30/*:: as any*/),
        "document.clientCompany.customDocFieldNames": (v31/*:: as any*/),
        "document.clientCompany.customDocFields": (v24/*:: as any*/),
        "document.clientCompany.disableInvoiceInternalNumberEdit": (v24/*:: as any*/),
        "document.clientCompany.featureFlags": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClientCompanyFeatureFlag"
        },
        "document.clientCompany.featureFlags.realEstateObjects": (v30/*:: as any*/),
        "document.clientCompany.id": (v26/*:: as any*/),
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
        "document.clientCompany.realEstateObjects.nodes.disabledAt": (v32/*:: as any*/),
        "document.clientCompany.realEstateObjects.nodes.id": (v26/*:: as any*/),
        "document.clientCompany.realEstateObjects.nodes.number": (v29/*:: as any*/),
        "document.clientCompany.realEstateObjects.nodes.rowId": (v25/*:: as any*/),
        "document.clientCompany.realEstateObjects.nodes.title": (v28/*:: as any*/),
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
        "document.clientCompany.sortedDocumentCategories.nodes.documentType": (v33/*:: as any*/),
        "document.clientCompany.sortedDocumentCategories.nodes.id": (v26/*:: as any*/),
        "document.clientCompany.sortedDocumentCategories.nodes.name": (v28/*:: as any*/),
        "document.clientCompany.sortedDocumentCategories.nodes.rowId": (v25/*:: as any*/),
        "document.clientCompany.sortedTags": (v34/*:: as any*/),
        "document.clientCompany.sortedTags.nodes": (v35/*:: as any*/),
        "document.clientCompany.sortedTags.nodes.id": (v26/*:: as any*/),
        "document.clientCompany.sortedTags.nodes.rowId": (v25/*:: as any*/),
        "document.clientCompany.sortedTags.nodes.tag": (v28/*:: as any*/),
        "document.clientCompanyRowId": (v25/*:: as any*/),
        "document.complianceFindings": (v36/*:: as any*/),
        "document.customFieldValues": (v36/*:: as any*/),
        "document.exportedForBookingAt": (v32/*:: as any*/),
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
        "document.fieldStates.nodes.confidence": (v37/*:: as any*/),
        "document.fieldStates.nodes.confirmedAt": (v32/*:: as any*/),
        "document.fieldStates.nodes.confirmedBy": (v27/*:: as any*/),
        "document.fieldStates.nodes.confirmedBy.fullName": (v29/*:: as any*/),
        "document.fieldStates.nodes.confirmedBy.id": (v26/*:: as any*/),
        "document.fieldStates.nodes.evidence": (v38/*:: as any*/),
        "document.fieldStates.nodes.field": (v28/*:: as any*/),
        "document.fieldStates.nodes.id": (v26/*:: as any*/),
        "document.fieldStates.nodes.lastEditAt": (v39/*:: as any*/),
        "document.fieldStates.nodes.lastEditBy": (v27/*:: as any*/),
        "document.fieldStates.nodes.lastEditBy.fullName": (v29/*:: as any*/),
        "document.fieldStates.nodes.lastEditBy.id": (v26/*:: as any*/),
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
        "document.fieldSuggestions.nodes.evidence": (v38/*:: as any*/),
        "document.fieldSuggestions.nodes.field": (v28/*:: as any*/),
        "document.fieldSuggestions.nodes.id": (v26/*:: as any*/),
        "document.fieldSuggestions.nodes.rowId": (v25/*:: as any*/),
        "document.fieldSuggestions.nodes.value": (v28/*:: as any*/),
        "document.id": (v26/*:: as any*/),
        "document.invoice": (v40/*:: as any*/),
        "document.invoice.__typename": (v28/*:: as any*/),
        "document.invoice.accountNumber": (v29/*:: as any*/),
        "document.invoice.amountDue": (v37/*:: as any*/),
        "document.invoice.bic": (v29/*:: as any*/),
        "document.invoice.clause35ADetected": (v24/*:: as any*/),
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
        "document.invoice.clause35ANet": (v37/*:: as any*/),
        "document.invoice.clause35ATotal": (v37/*:: as any*/),
        "document.invoice.conversionRate": (v37/*:: as any*/),
        "document.invoice.convertedSignedNet": (v37/*:: as any*/),
        "document.invoice.convertedSignedTotal": (v37/*:: as any*/),
        "document.invoice.creditMemo": (v24/*:: as any*/),
        "document.invoice.creditMemoForInvoice": (v23/*:: as any*/),
        "document.invoice.creditMemoForInvoice.derivedTitle": (v29/*:: as any*/),
        "document.invoice.creditMemoForInvoice.id": (v26/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice": (v40/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice.currency": (v28/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice.id": (v26/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice.invoiceDate": (v41/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice.invoiceNumber": (v29/*:: as any*/),
        "document.invoice.creditMemoForInvoice.invoice.total": (v37/*:: as any*/),
        "document.invoice.creditMemoForInvoice.rowId": (v25/*:: as any*/),
        "document.invoice.creditMemoForInvoiceRowId": (v42/*:: as any*/),
        "document.invoice.crmTickets": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "InvoiceCrmTicket"
        },
        "document.invoice.crmTickets.createdAt": (v39/*:: as any*/),
        "document.invoice.crmTickets.createdBy": (v27/*:: as any*/),
        "document.invoice.crmTickets.createdBy.fullName": (v29/*:: as any*/),
        "document.invoice.crmTickets.createdBy.id": (v26/*:: as any*/),
        "document.invoice.crmTickets.id": (v26/*:: as any*/),
        "document.invoice.crmTickets.rowId": (v25/*:: as any*/),
        "document.invoice.crmTickets.status": {
          "enumValues": [
            "CLOSED",
            "OPEN"
          ],
          "nullable": false,
          "plural": false,
          "type": "CrmTicketStatus"
        },
        "document.invoice.crmTickets.subject": (v29/*:: as any*/),
        "document.invoice.crmTickets.system": (v28/*:: as any*/),
        "document.invoice.crmTickets.ticketNumber": (v28/*:: as any*/),
        "document.invoice.crmTickets.url": (v29/*:: as any*/),
        "document.invoice.currency": (v28/*:: as any*/),
        "document.invoice.deliveredFrom": (v41/*:: as any*/),
        "document.invoice.deliveredUntil": (v41/*:: as any*/),
        "document.invoice.discountAmount": (v37/*:: as any*/),
        "document.invoice.discountPercent": (v37/*:: as any*/),
        "document.invoice.discountUntil": (v41/*:: as any*/),
        "document.invoice.dueDate": (v41/*:: as any*/),
        "document.invoice.extractedPartnerEmails": (v31/*:: as any*/),
        "document.invoice.extractedPartnerName": (v29/*:: as any*/),
        "document.invoice.extractedPartnerVatIdNo": (v29/*:: as any*/),
        "document.invoice.iban": (v29/*:: as any*/),
        "document.invoice.id": (v26/*:: as any*/),
        "document.invoice.internalNumber": (v29/*:: as any*/),
        "document.invoice.invoiceDate": (v41/*:: as any*/),
        "document.invoice.invoiceNumber": (v29/*:: as any*/),
        "document.invoice.net": (v37/*:: as any*/),
        "document.invoice.orderDate": (v41/*:: as any*/),
        "document.invoice.orderNumber": (v29/*:: as any*/),
        "document.invoice.partnerAccount": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PartnerAccount"
        },
        "document.invoice.partnerAccount.fullName": (v28/*:: as any*/),
        "document.invoice.partnerAccount.id": (v26/*:: as any*/),
        "document.invoice.partnerAccount.rowId": (v25/*:: as any*/),
        "document.invoice.partnerAccountRowId": (v42/*:: as any*/),
        "document.invoice.partnerCompany": (v43/*:: as any*/),
        "document.invoice.partnerCompany.id": (v26/*:: as any*/),
        "document.invoice.partnerCompany.name": (v28/*:: as any*/),
        "document.invoice.partnerCompany.rowId": (v25/*:: as any*/),
        "document.invoice.partnerCompanyLocationRowId": (v42/*:: as any*/),
        "document.invoice.partnerCompanyRowId": (v42/*:: as any*/),
        "document.invoice.paymentReference": (v29/*:: as any*/),
        "document.invoice.prepaidAmount": (v37/*:: as any*/),
        "document.invoice.roundingAmount": (v37/*:: as any*/),
        "document.invoice.total": (v37/*:: as any*/),
        "document.invoice.vatAmount": (v37/*:: as any*/),
        "document.invoice.vatBreakdown": (v36/*:: as any*/),
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
        "document.invoiceItems.nodes.deliveryNo": (v29/*:: as any*/),
        "document.invoiceItems.nodes.discountPercent": (v37/*:: as any*/),
        "document.invoiceItems.nodes.id": (v26/*:: as any*/),
        "document.invoiceItems.nodes.orderNo": (v29/*:: as any*/),
        "document.invoiceItems.nodes.posNo": (v29/*:: as any*/),
        "document.invoiceItems.nodes.quantity": (v37/*:: as any*/),
        "document.invoiceItems.nodes.title": (v28/*:: as any*/),
        "document.invoiceItems.nodes.totalPrice": (v37/*:: as any*/),
        "document.invoiceItems.nodes.unit": (v29/*:: as any*/),
        "document.invoiceItems.nodes.unitNetPrice": (v37/*:: as any*/),
        "document.invoiceItems.nodes.vatPercent": (v37/*:: as any*/),
        "document.isInPreventEditWorkflowStep": (v24/*:: as any*/),
        "document.manualReviewReason": (v29/*:: as any*/),
        "document.needsManualReview": (v24/*:: as any*/),
        "document.otherDocument": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "OtherDocument"
        },
        "document.otherDocument.__typename": (v28/*:: as any*/),
        "document.otherDocument.contactUser": (v27/*:: as any*/),
        "document.otherDocument.contactUser.email": (v28/*:: as any*/),
        "document.otherDocument.contactUser.fullName": (v29/*:: as any*/),
        "document.otherDocument.contactUser.id": (v26/*:: as any*/),
        "document.otherDocument.contactUser.rowId": (v25/*:: as any*/),
        "document.otherDocument.contactUserRowId": (v42/*:: as any*/),
        "document.otherDocument.contractType": (v29/*:: as any*/),
        "document.otherDocument.documentDate": (v41/*:: as any*/),
        "document.otherDocument.documentDetails": (v29/*:: as any*/),
        "document.otherDocument.documentNumber": (v29/*:: as any*/),
        "document.otherDocument.expiryDate": (v41/*:: as any*/),
        "document.otherDocument.id": (v26/*:: as any*/),
        "document.otherDocument.partnerCompany": (v43/*:: as any*/),
        "document.otherDocument.partnerCompany.id": (v26/*:: as any*/),
        "document.otherDocument.partnerCompany.name": (v28/*:: as any*/),
        "document.otherDocument.partnerCompany.rowId": (v25/*:: as any*/),
        "document.otherDocument.partnerCompanyRowId": (v42/*:: as any*/),
        "document.otherDocument.partnerName": (v29/*:: as any*/),
        "document.otherDocument.resubmissionDate": (v41/*:: as any*/),
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
        "document.realEstateObjectInstances.nodes.amount": (v37/*:: as any*/),
        "document.realEstateObjectInstances.nodes.id": (v26/*:: as any*/),
        "document.realEstateObjectInstances.nodes.realEstateObject": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RealEstateObject"
        },
        "document.realEstateObjectInstances.nodes.realEstateObject.id": (v26/*:: as any*/),
        "document.realEstateObjectInstances.nodes.realEstateObject.number": (v29/*:: as any*/),
        "document.realEstateObjectInstances.nodes.realEstateObject.rowId": (v25/*:: as any*/),
        "document.realEstateObjectInstances.nodes.realEstateObject.title": (v28/*:: as any*/),
        "document.rowId": (v25/*:: as any*/),
        "document.superseded": (v24/*:: as any*/),
        "document.tags": (v34/*:: as any*/),
        "document.tags.nodes": (v35/*:: as any*/),
        "document.tags.nodes.id": (v26/*:: as any*/),
        "document.tags.nodes.rowId": (v25/*:: as any*/),
        "document.tags.nodes.tag": (v28/*:: as any*/),
        "document.type": (v33/*:: as any*/)
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
