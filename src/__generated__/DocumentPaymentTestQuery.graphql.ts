/**
 * @generated SignedSource<<a68e3c6277dfb8d5472563b68031753b>>
 * @relayHash 8d8d2737947e45ba35b47cdec866a9f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 435afc13a91133b0fdb0281d06626c48debcef9c869b3909a8716f714b0209c5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentPaymentTestQuery$variables = {
  documentRowId: string;
};
export type DocumentPaymentTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DocumentPayment_query">;
};
export type DocumentPaymentTestQuery = {
  response: DocumentPaymentTestQuery$data;
  variables: DocumentPaymentTestQuery$variables;
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
    "name": "documentRowId",
    "variableName": "documentRowId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "iban",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discountPercent",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v14 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fullName",
    "storageKey": null
  },
  (v3/*:: as any*/)
],
v15 = {
  "fields": (v1/*:: as any*/),
  "kind": "ObjectValue",
  "name": "condition"
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "purpose",
  "storageKey": null
},
v18 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "BigFloat"
},
v19 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Datetime"
},
v20 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "User"
},
v21 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v22 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v23 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v24 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "BigFloat"
},
v25 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Date"
},
v26 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "UUID"
},
v27 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v28 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Document"
},
v29 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v30 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Date"
},
v31 = {
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
    "name": "DocumentPaymentTestQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "DocumentPayment_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentPaymentTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "rowId",
            "variableName": "documentRowId"
          }
        ],
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
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
                "name": "paymentStatusSource",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paidDate",
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
                "name": "creditMemo",
                "storageKey": null
              },
              (v7/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paidAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "openAmount",
                "storageKey": null
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentDueDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentDiscountDueDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentDiscountPercent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentDiscountAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "documentRowId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canUpdatePaymentStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canUpdatePartiallyPaid",
                "storageKey": null
              },
              (v9/*:: as any*/),
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
                "name": "paymentReference",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentIban",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentBic",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentRecipient",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "overridePartnerCompanyPaymentPreset",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "partnerHasPaymentPreset",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasUnverifiedIban",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PartnerCompany",
                "kind": "LinkedField",
                "name": "partnerCompany",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PartnerCompanyPaymentPresetConnection",
                    "kind": "LinkedField",
                    "name": "paymentPresets",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PartnerCompanyPaymentPreset",
                        "kind": "LinkedField",
                        "name": "nodes",
                        "plural": true,
                        "selections": [
                          (v5/*:: as any*/),
                          (v9/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "bic",
                            "storageKey": null
                          },
                          (v8/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "primary",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "recipient",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "purposePrefix",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "dueDateInDays",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "discountDueDateInDays",
                            "storageKey": null
                          },
                          (v11/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "discountAmount",
                            "storageKey": null
                          },
                          (v12/*:: as any*/),
                          (v13/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "verifiedAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "verifiedByUser",
                            "plural": false,
                            "selections": (v14/*:: as any*/),
                            "storageKey": null
                          },
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PartnerCompanyLocationConnection",
                    "kind": "LinkedField",
                    "name": "locations",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PartnerCompanyLocation",
                        "kind": "LinkedField",
                        "name": "nodes",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "main",
                            "storageKey": null
                          },
                          (v2/*:: as any*/),
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canPay",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "payRefusal",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "partnerCompanyRowId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "invoiceDate",
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
                "concreteType": "PartnerCompanyLocation",
                "kind": "LinkedField",
                "name": "partnerCompanyLocation",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              }
            ],
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
            "concreteType": "ClientCompany",
            "kind": "LinkedField",
            "name": "clientCompany",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sepaCreditorRowId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "condition",
                    "value": {
                      "active": true,
                      "type": "BANK"
                    }
                  }
                ],
                "concreteType": "MoneyAccountConnection",
                "kind": "LinkedField",
                "name": "moneyAccounts",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MoneyAccount",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Xs2AAccount",
                        "kind": "LinkedField",
                        "name": "xs2AAccount",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "__typename",
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
                ],
                "storageKey": "moneyAccounts(condition:{\"active\":true,\"type\":\"BANK\"})"
              },
              (v3/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentReminderMessage",
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
                "name": "orderBy",
                "value": [
                  "CREATED_AT_DESC",
                  "PRIMARY_KEY_DESC"
                ]
              }
            ],
            "concreteType": "DocumentHistoryEntryConnection",
            "kind": "LinkedField",
            "name": "historyEntries",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentHistoryEntry",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "payload",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "user",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "historyEntries(orderBy:[\"CREATED_AT_DESC\",\"PRIMARY_KEY_DESC\"])"
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
              (v5/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": [
          (v15/*:: as any*/),
          {
            "kind": "Literal",
            "name": "orderBy",
            "value": [
              "CREATED_AT_DESC"
            ]
          }
        ],
        "concreteType": "BankPaymentConnection",
        "kind": "LinkedField",
        "name": "bankPayments",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BankPayment",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
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
                "name": "method",
                "storageKey": null
              },
              (v13/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recipientName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recipientIban",
                "storageKey": null
              },
              (v8/*:: as any*/),
              (v16/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fee",
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v17/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requestedDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "errorMessage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unverifiedIbanConfirmed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "createdByUser",
                "plural": false,
                "selections": (v14/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SepaFile",
                "kind": "LinkedField",
                "name": "sepaFile",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          (v15/*:: as any*/),
          {
            "kind": "Literal",
            "name": "orderBy",
            "value": [
              "CREATED_AT_ASC"
            ]
          }
        ],
        "concreteType": "MoneyTransactionDocumentConnection",
        "kind": "LinkedField",
        "name": "moneyTransactionDocuments",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MoneyTransactionDocument",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v16/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "MoneyTransaction",
                "kind": "LinkedField",
                "name": "moneyTransaction",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bookingDate",
                    "storageKey": null
                  },
                  (v16/*:: as any*/),
                  (v8/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "counterpartyName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MoneyAccount",
                    "kind": "LinkedField",
                    "name": "moneyAccount",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "435afc13a91133b0fdb0281d06626c48debcef9c869b3909a8716f714b0209c5",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "bankPayments": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "BankPaymentConnection"
        },
        "bankPayments.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "BankPayment"
        },
        "bankPayments.nodes.amount": (v18/*:: as any*/),
        "bankPayments.nodes.createdAt": (v19/*:: as any*/),
        "bankPayments.nodes.createdByUser": (v20/*:: as any*/),
        "bankPayments.nodes.createdByUser.fullName": (v21/*:: as any*/),
        "bankPayments.nodes.createdByUser.id": (v22/*:: as any*/),
        "bankPayments.nodes.currency": (v23/*:: as any*/),
        "bankPayments.nodes.discountPercent": (v24/*:: as any*/),
        "bankPayments.nodes.errorMessage": (v21/*:: as any*/),
        "bankPayments.nodes.fee": (v18/*:: as any*/),
        "bankPayments.nodes.id": (v22/*:: as any*/),
        "bankPayments.nodes.method": {
          "enumValues": [
            "BANK",
            "DIRECT_DEBIT_FILE",
            "SEPA_FILE"
          ],
          "nullable": false,
          "plural": false,
          "type": "BankPaymentMethod"
        },
        "bankPayments.nodes.purpose": (v23/*:: as any*/),
        "bankPayments.nodes.recipientIban": (v23/*:: as any*/),
        "bankPayments.nodes.recipientName": (v23/*:: as any*/),
        "bankPayments.nodes.requestedDate": (v25/*:: as any*/),
        "bankPayments.nodes.rowId": (v26/*:: as any*/),
        "bankPayments.nodes.sepaFile": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SepaFile"
        },
        "bankPayments.nodes.sepaFile.id": (v22/*:: as any*/),
        "bankPayments.nodes.sepaFile.rowId": (v26/*:: as any*/),
        "bankPayments.nodes.status": {
          "enumValues": [
            "CANCELLED",
            "CREATED",
            "FAILED",
            "FINISHED",
            "PENDING"
          ],
          "nullable": false,
          "plural": false,
          "type": "BankPaymentStatus"
        },
        "bankPayments.nodes.total": (v18/*:: as any*/),
        "bankPayments.nodes.unverifiedIbanConfirmed": (v27/*:: as any*/),
        "currentUser": (v20/*:: as any*/),
        "currentUser.email": (v23/*:: as any*/),
        "currentUser.id": (v22/*:: as any*/),
        "document": (v28/*:: as any*/),
        "document.archived": (v27/*:: as any*/),
        "document.canCurrentUserChange": (v27/*:: as any*/),
        "document.clientCompany": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClientCompany"
        },
        "document.clientCompany.id": (v22/*:: as any*/),
        "document.clientCompany.moneyAccounts": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "MoneyAccountConnection"
        },
        "document.clientCompany.moneyAccounts.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "MoneyAccount"
        },
        "document.clientCompany.moneyAccounts.nodes.iban": (v21/*:: as any*/),
        "document.clientCompany.moneyAccounts.nodes.id": (v22/*:: as any*/),
        "document.clientCompany.moneyAccounts.nodes.rowId": (v26/*:: as any*/),
        "document.clientCompany.moneyAccounts.nodes.xs2AAccount": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Xs2AAccount"
        },
        "document.clientCompany.moneyAccounts.nodes.xs2AAccount.__typename": (v23/*:: as any*/),
        "document.clientCompany.moneyAccounts.nodes.xs2AAccount.id": (v22/*:: as any*/),
        "document.clientCompany.name": (v23/*:: as any*/),
        "document.clientCompany.paymentReminderMessage": (v21/*:: as any*/),
        "document.clientCompany.sepaCreditorRowId": (v21/*:: as any*/),
        "document.clientCompanyRowId": (v26/*:: as any*/),
        "document.cloneCount": (v29/*:: as any*/),
        "document.cloneOf": (v28/*:: as any*/),
        "document.cloneOf.derivedTitle": (v21/*:: as any*/),
        "document.cloneOf.id": (v22/*:: as any*/),
        "document.cloneOf.rowId": (v26/*:: as any*/),
        "document.hasActiveRecurrence": (v27/*:: as any*/),
        "document.historyEntries": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DocumentHistoryEntryConnection"
        },
        "document.historyEntries.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DocumentHistoryEntry"
        },
        "document.historyEntries.nodes.createdAt": (v19/*:: as any*/),
        "document.historyEntries.nodes.id": (v22/*:: as any*/),
        "document.historyEntries.nodes.payload": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "JSON"
        },
        "document.historyEntries.nodes.rowId": (v26/*:: as any*/),
        "document.historyEntries.nodes.type": {
          "enumValues": [
            "ACCOUNTING_ITEMS_CHANGED",
            "APPROVAL_CANCELED",
            "APPROVAL_REQUESTED",
            "APPROVED",
            "ARCHIVED",
            "AUTOMATION",
            "CATEGORY_CHANGED",
            "CREATED_BY_RECURRENCE",
            "CRM_TICKET_ADDED",
            "CRM_TICKET_CHANGED",
            "CRM_TICKET_REMOVED",
            "DUPLICATE_UPLOADED",
            "EXPORTED",
            "FIELDS_CHANGED",
            "FIELDS_CONFIRMED",
            "IMPORTED",
            "INVOICE_ITEMS_CHANGED",
            "NEW_VERSION",
            "PARTNER_MERGED",
            "PAYMENT_CANCELLED",
            "PAYMENT_INITIATED",
            "PAYMENT_LINKED",
            "PAYMENT_REMINDER_SENT",
            "PAYMENT_UNLINKED",
            "REAL_ESTATE_OBJECTS_CHANGED",
            "RECURRENCE_CHANGED",
            "RECURRENCE_CLONE_CREATED",
            "RECURRENCE_CREATED",
            "RECURRENCE_ENDED",
            "REJECTED",
            "SHARED",
            "SUPERSEDED",
            "TAGS_CHANGED",
            "UNARCHIVED",
            "UNEXPORTED",
            "UNSHARED",
            "WORKFLOW_STEP_CHANGED"
          ],
          "nullable": false,
          "plural": false,
          "type": "DocumentHistoryType"
        },
        "document.historyEntries.nodes.user": (v20/*:: as any*/),
        "document.historyEntries.nodes.user.fullName": (v21/*:: as any*/),
        "document.historyEntries.nodes.user.id": (v22/*:: as any*/),
        "document.id": (v22/*:: as any*/),
        "document.invoice": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Invoice"
        },
        "document.invoice.amountDue": (v24/*:: as any*/),
        "document.invoice.canPay": (v27/*:: as any*/),
        "document.invoice.canUpdatePartiallyPaid": (v27/*:: as any*/),
        "document.invoice.canUpdatePaymentStatus": (v27/*:: as any*/),
        "document.invoice.creditMemo": (v27/*:: as any*/),
        "document.invoice.currency": (v23/*:: as any*/),
        "document.invoice.documentRowId": (v26/*:: as any*/),
        "document.invoice.extractedPartnerEmails": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "document.invoice.hasUnverifiedIban": (v27/*:: as any*/),
        "document.invoice.iban": (v21/*:: as any*/),
        "document.invoice.id": (v22/*:: as any*/),
        "document.invoice.invoiceDate": (v30/*:: as any*/),
        "document.invoice.invoiceNumber": (v21/*:: as any*/),
        "document.invoice.openAmount": (v24/*:: as any*/),
        "document.invoice.overridePartnerCompanyPaymentPreset": (v27/*:: as any*/),
        "document.invoice.paidAmount": (v18/*:: as any*/),
        "document.invoice.paidDate": (v30/*:: as any*/),
        "document.invoice.partiallyPaid": (v27/*:: as any*/),
        "document.invoice.partnerCompany": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PartnerCompany"
        },
        "document.invoice.partnerCompany.id": (v22/*:: as any*/),
        "document.invoice.partnerCompany.locations": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PartnerCompanyLocationConnection"
        },
        "document.invoice.partnerCompany.locations.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PartnerCompanyLocation"
        },
        "document.invoice.partnerCompany.locations.nodes.email": (v21/*:: as any*/),
        "document.invoice.partnerCompany.locations.nodes.id": (v22/*:: as any*/),
        "document.invoice.partnerCompany.locations.nodes.main": (v27/*:: as any*/),
        "document.invoice.partnerCompany.name": (v23/*:: as any*/),
        "document.invoice.partnerCompany.paymentPresets": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PartnerCompanyPaymentPresetConnection"
        },
        "document.invoice.partnerCompany.paymentPresets.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PartnerCompanyPaymentPreset"
        },
        "document.invoice.partnerCompany.paymentPresets.nodes.bic": (v21/*:: as any*/),
        "document.invoice.partnerCompany.paymentPresets.nodes.createdAt": (v19/*:: as any*/),
        "document.invoice.partnerCompany.paymentPresets.nodes.currency": (v23/*:: as any*/),
        "document.invoice.partnerCompany.paymentPresets.nodes.discountAmount": (v24/*:: as any*/),
        "document.invoice.partnerCompany.paymentPresets.nodes.discountDueDateInDays": (v31/*:: as any*/),
        "document.invoice.partnerCompany.paymentPresets.nodes.discountPercent": (v24/*:: as any*/),
        "document.invoice.partnerCompany.paymentPresets.nodes.dueDateInDays": (v31/*:: as any*/),
        "document.invoice.partnerCompany.paymentPresets.nodes.iban": (v23/*:: as any*/),
        "document.invoice.partnerCompany.paymentPresets.nodes.id": (v22/*:: as any*/),
        "document.invoice.partnerCompany.paymentPresets.nodes.primary": (v27/*:: as any*/),
        "document.invoice.partnerCompany.paymentPresets.nodes.purposePrefix": (v21/*:: as any*/),
        "document.invoice.partnerCompany.paymentPresets.nodes.recipient": (v21/*:: as any*/),
        "document.invoice.partnerCompany.paymentPresets.nodes.rowId": (v26/*:: as any*/),
        "document.invoice.partnerCompany.paymentPresets.nodes.source": {
          "enumValues": [
            "EINVOICE",
            "LEARNED",
            "USER"
          ],
          "nullable": false,
          "plural": false,
          "type": "PaymentPresetSource"
        },
        "document.invoice.partnerCompany.paymentPresets.nodes.verifiedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Datetime"
        },
        "document.invoice.partnerCompany.paymentPresets.nodes.verifiedByUser": (v20/*:: as any*/),
        "document.invoice.partnerCompany.paymentPresets.nodes.verifiedByUser.fullName": (v21/*:: as any*/),
        "document.invoice.partnerCompany.paymentPresets.nodes.verifiedByUser.id": (v22/*:: as any*/),
        "document.invoice.partnerCompanyLocation": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PartnerCompanyLocation"
        },
        "document.invoice.partnerCompanyLocation.email": (v21/*:: as any*/),
        "document.invoice.partnerCompanyLocation.id": (v22/*:: as any*/),
        "document.invoice.partnerCompanyRowId": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "UUID"
        },
        "document.invoice.partnerHasPaymentPreset": (v27/*:: as any*/),
        "document.invoice.payRefusal": (v21/*:: as any*/),
        "document.invoice.paymentBic": (v21/*:: as any*/),
        "document.invoice.paymentDiscountAmount": (v24/*:: as any*/),
        "document.invoice.paymentDiscountDueDate": (v30/*:: as any*/),
        "document.invoice.paymentDiscountPercent": (v24/*:: as any*/),
        "document.invoice.paymentDueDate": (v30/*:: as any*/),
        "document.invoice.paymentIban": (v21/*:: as any*/),
        "document.invoice.paymentRecipient": (v21/*:: as any*/),
        "document.invoice.paymentReference": (v21/*:: as any*/),
        "document.invoice.paymentStatus": {
          "enumValues": [
            "NOT_PAID",
            "PAID"
          ],
          "nullable": false,
          "plural": false,
          "type": "InvoicePaymentStatus"
        },
        "document.invoice.paymentStatusSource": {
          "enumValues": [
            "TRANSACTIONS",
            "USER"
          ],
          "nullable": false,
          "plural": false,
          "type": "PaymentStatusSource"
        },
        "document.invoice.prepaidAmount": (v24/*:: as any*/),
        "document.invoice.roundingAmount": (v24/*:: as any*/),
        "document.invoice.total": (v24/*:: as any*/),
        "document.recurrence": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DocumentRecurrence"
        },
        "document.recurrence.ended": (v27/*:: as any*/),
        "document.recurrence.endsAt": (v30/*:: as any*/),
        "document.recurrence.id": (v22/*:: as any*/),
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
        "document.recurrence.maxRecurrences": (v31/*:: as any*/),
        "document.recurrence.nextDate": (v30/*:: as any*/),
        "document.recurrence.prevDate": (v30/*:: as any*/),
        "document.recurrence.recurrenceCount": (v29/*:: as any*/),
        "document.recurrenceIndex": (v31/*:: as any*/),
        "document.rowId": (v26/*:: as any*/),
        "document.type": {
          "enumValues": [
            "INCOMING_INVOICE",
            "OTHER_DOCUMENT",
            "OUTGOING_INVOICE"
          ],
          "nullable": false,
          "plural": false,
          "type": "DocumentType"
        },
        "moneyTransactionDocuments": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "MoneyTransactionDocumentConnection"
        },
        "moneyTransactionDocuments.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "MoneyTransactionDocument"
        },
        "moneyTransactionDocuments.nodes.amount": (v18/*:: as any*/),
        "moneyTransactionDocuments.nodes.id": (v22/*:: as any*/),
        "moneyTransactionDocuments.nodes.moneyTransaction": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "MoneyTransaction"
        },
        "moneyTransactionDocuments.nodes.moneyTransaction.amount": (v18/*:: as any*/),
        "moneyTransactionDocuments.nodes.moneyTransaction.bookingDate": (v25/*:: as any*/),
        "moneyTransactionDocuments.nodes.moneyTransaction.counterpartyName": (v21/*:: as any*/),
        "moneyTransactionDocuments.nodes.moneyTransaction.currency": (v23/*:: as any*/),
        "moneyTransactionDocuments.nodes.moneyTransaction.id": (v22/*:: as any*/),
        "moneyTransactionDocuments.nodes.moneyTransaction.moneyAccount": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "MoneyAccount"
        },
        "moneyTransactionDocuments.nodes.moneyTransaction.moneyAccount.id": (v22/*:: as any*/),
        "moneyTransactionDocuments.nodes.moneyTransaction.moneyAccount.name": (v23/*:: as any*/),
        "moneyTransactionDocuments.nodes.moneyTransaction.purpose": (v23/*:: as any*/),
        "moneyTransactionDocuments.nodes.moneyTransaction.rowId": (v26/*:: as any*/),
        "moneyTransactionDocuments.nodes.rowId": (v26/*:: as any*/),
        "moneyTransactionDocuments.nodes.source": {
          "enumValues": [
            "AUTO",
            "END_TO_END_ID",
            "MANUAL",
            "SUGGESTION"
          ],
          "nullable": false,
          "plural": false,
          "type": "MoneyTransactionLinkSource"
        }
      }
    },
    "name": "DocumentPaymentTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e26894e008cc0aa09445f9359a242cd3";

export default node;
