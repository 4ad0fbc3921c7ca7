/**
 * @generated SignedSource<<39e418cf44b484c01f488f69f8c5e7f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentActionsMenu_document$data = {
  readonly archived: boolean;
  readonly canCurrentUserChange: boolean;
  readonly canCurrentUserDelete: boolean;
  readonly clientCompany: {
    readonly currentUserCanDeleteDocuments: boolean | null | undefined;
    readonly currentUserHasDocumentsManageAccess: boolean | null | undefined;
    readonly restrictDocumentDelete: boolean;
  } | null | undefined;
  readonly exportedForBookingAt: string | null | undefined;
  readonly hasActiveRecurrence: boolean;
  readonly hasDerivedDocuments: boolean;
  readonly id: string;
  readonly invoice: {
    readonly creditMemo: boolean;
  } | null | undefined;
  readonly recurrenceIndex: number | null | undefined;
  readonly rowId: string;
  readonly supersededDocuments: {
    readonly totalCount: number;
  };
  readonly type: DocumentType;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteDocumentModal_document" | "DocumentRecurrenceDialog_document">;
  readonly " $fragmentType": "DocumentActionsMenu_document";
};
export type DocumentActionsMenu_document$key = {
  readonly " $data"?: DocumentActionsMenu_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentActionsMenu_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentActionsMenu_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "archived",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCurrentUserDelete",
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
      "name": "hasDerivedDocuments",
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
      "name": "recurrenceIndex",
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
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "invoice",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "creditMemo",
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
          "value": 1
        }
      ],
      "concreteType": "DocumentConnection",
      "kind": "LinkedField",
      "name": "supersededDocuments",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": "supersededDocuments(first:1)"
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentUserCanDeleteDocuments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "restrictDocumentDelete",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeleteDocumentModal_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentRecurrenceDialog_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "ef995e2d2c10291566472ab7861aff3e";

export default node;
