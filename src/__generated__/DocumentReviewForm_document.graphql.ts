/**
 * @generated SignedSource<<c2ba53899ca325c1bb3e3589222c44a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentReviewForm_document$data = {
  readonly canCurrentUserChange: boolean;
  readonly clientCompany: {
    readonly currentUserHasDocumentsManageAccess: boolean | null | undefined;
  } | null | undefined;
  readonly exportedForBookingAt: string | null | undefined;
  readonly invoice: {
    readonly __typename: "Invoice";
  } | null | undefined;
  readonly isInPreventEditWorkflowStep: boolean;
  readonly otherDocument: {
    readonly __typename: "OtherDocument";
  } | null | undefined;
  readonly rowId: string;
  readonly superseded: boolean;
  readonly type: DocumentType;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentAssignments_document" | "DocumentCustomFields_document" | "DocumentReviewFindings_document" | "InvoiceCrmTickets_document" | "InvoiceReviewForm_document" | "OtherDocumentReviewForm_document">;
  readonly " $fragmentType": "DocumentReviewForm_document";
};
export type DocumentReviewForm_document$key = {
  readonly " $data"?: DocumentReviewForm_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentReviewForm_document">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "__typename",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentReviewForm_document",
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OtherDocument",
      "kind": "LinkedField",
      "name": "otherDocument",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoiceReviewForm_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OtherDocumentReviewForm_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentAssignments_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentCustomFields_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoiceCrmTickets_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentReviewFindings_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "e82e7f613983d8febac86dd253de2703";

export default node;
