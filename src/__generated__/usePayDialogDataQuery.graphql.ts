/**
 * @generated SignedSource<<e10da22ab7fbcd633dba197aba16f6c9>>
 * @relayHash 9d029b807597104b5fdb1e0dbb56161a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be8c2d87e2cb552a6c06e7fafba93ccaf4ff27df00fb4123f8fe57136755358e

import { ConcreteRequest } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
export type usePayDialogDataQuery$variables = {
  clientCompanyRowId: string;
  documentRowIds: ReadonlyArray<string>;
  first: number;
  isDirectDebit: boolean;
};
export type usePayDialogDataQuery$data = {
  readonly clientCompany: {
    readonly moneyAccounts: {
      readonly nodes: ReadonlyArray<{
        readonly fullName: string;
        readonly iban: string | null | undefined;
        readonly rowId: string;
        readonly xs2AAccount: {
          readonly __typename: "Xs2AAccount";
        } | null | undefined;
      }>;
    };
    readonly sepaCreditorRowId: string | null | undefined;
  } | null | undefined;
  readonly documentsList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly derivedTitle: string | null | undefined;
        readonly invoice: {
          readonly amountDue: string | null | undefined;
          readonly canPay: boolean;
          readonly currency: string;
          readonly hasUnverifiedIban: boolean;
          readonly invoiceNumber: string | null | undefined;
          readonly openAmount: string | null | undefined;
          readonly paidAmount: string;
          readonly partnerCompanyRowId: string | null | undefined;
          readonly payRefusal: string | null | undefined;
          readonly paymentDiscountAmount: string | null | undefined;
          readonly paymentDiscountDueDate: string | null | undefined;
          readonly paymentDiscountPercent: string | null | undefined;
          readonly paymentIban: string | null | undefined;
          readonly paymentRecipient: string | null | undefined;
        } | null | undefined;
        readonly rowId: string;
        readonly type: DocumentType;
      } | null | undefined;
    }>;
  };
  readonly partnerCompanyDirectDebitMandates?: {
    readonly nodes: ReadonlyArray<{
      readonly debtorIban: string;
      readonly debtorName: string;
      readonly partnerCompanyRowId: string;
      readonly signatureDate: string;
    }>;
  } | null | undefined;
};
export type usePayDialogDataQuery = {
  response: usePayDialogDataQuery$data;
  variables: usePayDialogDataQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyRowId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "documentRowIds"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isDirectDebit"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "clientCompanyRowId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sepaCreditorRowId",
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "condition",
    "value": {
      "active": true,
      "type": "BANK"
    }
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "NAME_ASC"
    ]
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "iban",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v8 = {
  "kind": "Variable",
  "name": "clientCompanyRowId",
  "variableName": "clientCompanyRowId"
},
v9 = [
  {
    "fields": [
      (v8/*:: as any*/)
    ],
    "kind": "ObjectValue",
    "name": "condition"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "partnerCompanyRowId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "debtorName",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "debtorIban",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "signatureDate",
  "storageKey": null
},
v14 = [
  (v8/*:: as any*/),
  {
    "fields": [
      {
        "kind": "Literal",
        "name": "archived",
        "value": null
      },
      {
        "kind": "Variable",
        "name": "documentRowIds",
        "variableName": "documentRowIds"
      },
      {
        "kind": "Literal",
        "name": "superseded",
        "value": null
      }
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "derivedTitle",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceNumber",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canPay",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payRefusal",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountDue",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openAmount",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paidAmount",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentRecipient",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentIban",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentDiscountDueDate",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentDiscountAmount",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentDiscountPercent",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasUnverifiedIban",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePayDialogDataQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Xs2AAccount",
                    "kind": "LinkedField",
                    "name": "xs2AAccount",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "moneyAccounts(condition:{\"active\":true,\"type\":\"BANK\"},orderBy:[\"NAME_ASC\"])"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "isDirectDebit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "PartnerCompanyDirectDebitMandateConnection",
            "kind": "LinkedField",
            "name": "partnerCompanyDirectDebitMandates",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PartnerCompanyDirectDebitMandate",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v14/*:: as any*/),
        "concreteType": "DocumentsListConnection",
        "kind": "LinkedField",
        "name": "documentsList",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentsListEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Document",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Invoice",
                    "kind": "LinkedField",
                    "name": "invoice",
                    "plural": false,
                    "selections": [
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v22/*:: as any*/),
                      (v23/*:: as any*/),
                      (v24/*:: as any*/),
                      (v25/*:: as any*/),
                      (v26/*:: as any*/),
                      (v27/*:: as any*/),
                      (v28/*:: as any*/),
                      (v29/*:: as any*/),
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
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
    "name": "usePayDialogDataQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Xs2AAccount",
                    "kind": "LinkedField",
                    "name": "xs2AAccount",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v30/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v30/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "moneyAccounts(condition:{\"active\":true,\"type\":\"BANK\"},orderBy:[\"NAME_ASC\"])"
          },
          (v30/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "isDirectDebit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "PartnerCompanyDirectDebitMandateConnection",
            "kind": "LinkedField",
            "name": "partnerCompanyDirectDebitMandates",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PartnerCompanyDirectDebitMandate",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v30/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v14/*:: as any*/),
        "concreteType": "DocumentsListConnection",
        "kind": "LinkedField",
        "name": "documentsList",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentsListEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Document",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Invoice",
                    "kind": "LinkedField",
                    "name": "invoice",
                    "plural": false,
                    "selections": [
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v22/*:: as any*/),
                      (v23/*:: as any*/),
                      (v24/*:: as any*/),
                      (v25/*:: as any*/),
                      (v26/*:: as any*/),
                      (v27/*:: as any*/),
                      (v28/*:: as any*/),
                      (v29/*:: as any*/),
                      (v10/*:: as any*/),
                      (v30/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v30/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "be8c2d87e2cb552a6c06e7fafba93ccaf4ff27df00fb4123f8fe57136755358e",
    "metadata": {},
    "name": "usePayDialogDataQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c972b28a6406f113646652ce9710197b";

export default node;
