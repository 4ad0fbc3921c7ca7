/**
 * @generated SignedSource<<c7b68a0968f6deffe0ade59053c0d62e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewDocumentListItem_document$data = {
  readonly category: {
    readonly name: string;
  } | null | undefined;
  readonly complianceFindings: unknown;
  readonly derivedTitle: string | null | undefined;
  readonly firstPage: {
    readonly nodes: ReadonlyArray<{
      readonly thumbHeight: number;
      readonly thumbWidth: number;
      readonly thumbnailUrl: string | null | undefined;
    }>;
  };
  readonly invoice: {
    readonly creditMemo: boolean;
    readonly currency: string;
    readonly hasXmlSource: boolean;
    readonly total: string | null | undefined;
  } | null | undefined;
  readonly needsManualReview: boolean;
  readonly sourceEmail: {
    readonly sender: string | null | undefined;
  } | null | undefined;
  readonly type: DocumentType;
  readonly " $fragmentType": "ReviewDocumentListItem_document";
};
export type ReviewDocumentListItem_document$key = {
  readonly " $data"?: ReviewDocumentListItem_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewDocumentListItem_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewDocumentListItem_document",
  "selections": [
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
      "name": "needsManualReview",
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
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentSourceEmail",
      "kind": "LinkedField",
      "name": "sourceEmail",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sender",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": "firstPage",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        },
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
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "thumbnailUrl",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "thumbWidth",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "thumbHeight",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "pageImages(first:1,orderBy:[\"PAGE_NO_ASC\"])"
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "7d5f24bf56c94bbd95576cfba784bb80";

export default node;
