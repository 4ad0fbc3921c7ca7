/**
 * @generated SignedSource<<2c2b2656fbb0545c4f14f07f36f0e581>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Clause35AKind = "CRAFTSMAN_SERVICE" | "HOUSEHOLD_EMPLOYMENT" | "HOUSEHOLD_SERVICE" | "%future added value";
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceReviewForm_document$data = {
  readonly categoryRowId: string;
  readonly clientCompany: {
    readonly currentUserCanEditInvoiceInternalNumber: boolean | null | undefined;
    readonly disableInvoiceInternalNumberEdit: boolean;
  } | null | undefined;
  readonly clientCompanyRowId: string;
  readonly invoice: {
    readonly accountNumber: string | null | undefined;
    readonly amountDue: string | null | undefined;
    readonly bic: string | null | undefined;
    readonly clause35ADetected: boolean;
    readonly clause35AKind: Clause35AKind | null | undefined;
    readonly clause35ANet: string | null | undefined;
    readonly clause35ATotal: string | null | undefined;
    readonly conversionRate: string | null | undefined;
    readonly convertedSignedNet: string | null | undefined;
    readonly convertedSignedTotal: string | null | undefined;
    readonly creditMemo: boolean;
    readonly creditMemoForInvoice: {
      readonly " $fragmentSpreads": FragmentRefs<"CreditMemoInvoicePicker_target">;
    } | null | undefined;
    readonly creditMemoForInvoiceRowId: string | null | undefined;
    readonly currency: string;
    readonly deliveredFrom: string | null | undefined;
    readonly deliveredUntil: string | null | undefined;
    readonly discountAmount: string | null | undefined;
    readonly discountPercent: string | null | undefined;
    readonly discountUntil: string | null | undefined;
    readonly dueDate: string | null | undefined;
    readonly extractedPartnerEmails: ReadonlyArray<string | null | undefined>;
    readonly extractedPartnerName: string | null | undefined;
    readonly extractedPartnerVatIdNo: string | null | undefined;
    readonly iban: string | null | undefined;
    readonly internalNumber: string | null | undefined;
    readonly invoiceDate: string | null | undefined;
    readonly invoiceNumber: string | null | undefined;
    readonly net: string | null | undefined;
    readonly orderDate: string | null | undefined;
    readonly orderNumber: string | null | undefined;
    readonly partnerAccount: {
      readonly " $fragmentSpreads": FragmentRefs<"PartnerAccountSelect_partnerAccount">;
    } | null | undefined;
    readonly partnerAccountRowId: string | null | undefined;
    readonly partnerCompany: {
      readonly " $fragmentSpreads": FragmentRefs<"PartnerPicker_partnerCompany">;
    } | null | undefined;
    readonly partnerCompanyLocationRowId: string | null | undefined;
    readonly partnerCompanyRowId: string | null | undefined;
    readonly paymentReference: string | null | undefined;
    readonly prepaidAmount: string | null | undefined;
    readonly roundingAmount: string | null | undefined;
    readonly total: string | null | undefined;
    readonly vatAmount: string | null | undefined;
    readonly vatBreakdown: unknown;
  } | null | undefined;
  readonly invoiceItems: {
    readonly nodes: ReadonlyArray<{
      readonly deliveryNo: string | null | undefined;
      readonly discountPercent: string | null | undefined;
      readonly orderNo: string | null | undefined;
      readonly posNo: string | null | undefined;
      readonly quantity: string | null | undefined;
      readonly title: string;
      readonly totalPrice: string | null | undefined;
      readonly unit: string | null | undefined;
      readonly unitNetPrice: string | null | undefined;
      readonly vatPercent: string | null | undefined;
    }>;
  };
  readonly rowId: string;
  readonly type: DocumentType;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentCategoryField_document" | "useFieldStates_document" | "useFieldSuggestions_document">;
  readonly " $fragmentType": "InvoiceReviewForm_document";
};
export type InvoiceReviewForm_document$key = {
  readonly " $data"?: InvoiceReviewForm_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceReviewForm_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discountPercent",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceReviewForm_document",
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
          "name": "disableInvoiceInternalNumberEdit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentUserCanEditInvoiceInternalNumber",
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
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PartnerAccountSelect_partnerAccount"
            }
          ],
          "storageKey": null
        },
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
          "name": "internalNumber",
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
          "name": "currency",
          "storageKey": null
        },
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
        (v0/*:: as any*/),
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
        {
          "alias": null,
          "args": null,
          "concreteType": "PartnerCompany",
          "kind": "LinkedField",
          "name": "partnerCompany",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PartnerPicker_partnerCompany"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Document",
          "kind": "LinkedField",
          "name": "creditMemoForInvoice",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "CreditMemoInvoicePicker_target"
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
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "totalPrice",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "invoiceItems(first:1000,orderBy:[\"SORT_INDEX_ASC\"])"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useFieldStates_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useFieldSuggestions_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentCategoryField_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "ef725ca43d535e339cb4371d8fc7247d";

export default node;
