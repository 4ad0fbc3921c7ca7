/**
 * @generated SignedSource<<2e92b1acbc198b2d9ad428d23381f6f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BankPaymentMethod = "BANK" | "DIRECT_DEBIT_FILE" | "SEPA_FILE" | "%future added value";
export type BankPaymentStatus = "CANCELLED" | "CREATED" | "FAILED" | "FINISHED" | "PENDING" | "%future added value";
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentPayment_query$data = {
  readonly bankPayments: {
    readonly nodes: ReadonlyArray<{
      readonly createdAt: string;
      readonly method: BankPaymentMethod;
      readonly status: BankPaymentStatus;
      readonly " $fragmentSpreads": FragmentRefs<"BankPaymentsList_payments">;
    }>;
  } | null | undefined;
  readonly currentUser: {
    readonly email: string;
  } | null | undefined;
  readonly document: {
    readonly invoice: {
      readonly " $fragmentSpreads": FragmentRefs<"PaymentDataCard_invoice" | "PaymentStatusCard_invoice">;
    } | null | undefined;
    readonly rowId: string;
    readonly type: DocumentType;
    readonly " $fragmentSpreads": FragmentRefs<"DocumentRecurrenceCard_document" | "PayActions_document" | "PaymentReminderForm_document">;
  } | null | undefined;
  readonly moneyTransactionDocuments: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"MoneyTransactionLinks_links">;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "DocumentPayment_query";
};
export type DocumentPayment_query$key = {
  readonly " $data"?: DocumentPayment_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentPayment_query">;
};

import DocumentPaymentRefetchQuery_graphql from './DocumentPaymentRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "fields": [
    {
      "kind": "Variable",
      "name": "documentRowId",
      "variableName": "documentRowId"
    }
  ],
  "kind": "ObjectValue",
  "name": "condition"
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "documentRowId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": DocumentPaymentRefetchQuery_graphql
    }
  },
  "name": "DocumentPayment_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "currentUser",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
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
          "name": "type",
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "PaymentStatusCard_invoice"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PaymentDataCard_invoice"
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PayActions_document"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PaymentReminderForm_document"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DocumentRecurrenceCard_document"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/),
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "BankPaymentsList_payments"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/),
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
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "MoneyTransactionLinks_links"
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
};
})();

(node as any).hash = "aaf54044512fea3e8cfae75eb6cc0a89";

export default node;
