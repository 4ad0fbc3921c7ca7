/**
 * @generated SignedSource<<d108aaaeb860edeecb4fba51173f321a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
export type FieldValueSource = "EINVOICE" | "EXTRACTED" | "PARTNER" | "SUGGESTION" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewDocumentPanel_document$data = {
  readonly category: {
    readonly name: string;
  } | null | undefined;
  readonly complianceFindings: unknown;
  readonly derivedTitle: string | null | undefined;
  readonly fieldStates: {
    readonly nodes: ReadonlyArray<{
      readonly confidence: string | null | undefined;
      readonly evidence: unknown | null | undefined;
      readonly field: string;
      readonly source: FieldValueSource;
    }>;
  };
  readonly importDate: string;
  readonly invoice: {
    readonly creditMemo: boolean;
    readonly currency: string;
    readonly hasXmlSource: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"CapturedInvoiceFields_invoice">;
  } | null | undefined;
  readonly invoiceItems: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"InvoiceItemsTable_items">;
    }>;
  };
  readonly manualReviewReason: string | null | undefined;
  readonly needsManualReview: boolean;
  readonly numPages: number;
  readonly otherDocument: {
    readonly " $fragmentSpreads": FragmentRefs<"CapturedOtherDocumentFields_otherDocument">;
  } | null | undefined;
  readonly pageImages: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"DocumentPageImages_pages">;
    }>;
  };
  readonly rowId: string;
  readonly sourceFile: {
    readonly name: string;
  } | null | undefined;
  readonly type: DocumentType;
  readonly " $fragmentType": "ReviewDocumentPanel_document";
};
export type ReviewDocumentPanel_document$key = {
  readonly " $data"?: ReviewDocumentPanel_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewDocumentPanel_document">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewDocumentPanel_document",
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
      "name": "derivedTitle",
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
      "name": "importDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "numPages",
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
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentCategory",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SourceFile",
      "kind": "LinkedField",
      "name": "sourceFile",
      "plural": false,
      "selections": (v0/*:: as any*/),
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
          "name": "currency",
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
          "name": "hasXmlSource",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CapturedInvoiceFields_invoice"
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
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CapturedOtherDocumentFields_otherDocument"
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
            "PAGE_NO_ASC"
          ]
        }
      ],
      "concreteType": "DocumentPageConnection",
      "kind": "LinkedField",
      "name": "pageImages",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentPage",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "DocumentPageImages_pages"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "pageImages(orderBy:[\"PAGE_NO_ASC\"])"
    },
    {
      "alias": null,
      "args": [
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "InvoiceItemsTable_items"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "invoiceItems(orderBy:[\"SORT_INDEX_ASC\"])"
    },
    {
      "alias": null,
      "args": null,
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
              "name": "evidence",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "4cc44cf6dd3ccd8d901a1e8564e32dbf";

export default node;
