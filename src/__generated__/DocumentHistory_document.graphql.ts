/**
 * @generated SignedSource<<e7344829e5753d1d99635eeff59a6304>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentHistoryType = "ACCOUNTING_ITEMS_CHANGED" | "APPROVAL_CANCELED" | "APPROVAL_REQUESTED" | "APPROVED" | "ARCHIVED" | "AUTOMATION" | "CATEGORY_CHANGED" | "CREATED_BY_RECURRENCE" | "CRM_TICKET_ADDED" | "CRM_TICKET_CHANGED" | "CRM_TICKET_REMOVED" | "DUPLICATE_UPLOADED" | "EXPORTED" | "FIELDS_CHANGED" | "FIELDS_CONFIRMED" | "IMPORTED" | "INVOICE_ITEMS_CHANGED" | "NEW_VERSION" | "PARTNER_MERGED" | "PAYMENT_CANCELLED" | "PAYMENT_INITIATED" | "PAYMENT_LINKED" | "PAYMENT_REMINDER_SENT" | "PAYMENT_UNLINKED" | "REAL_ESTATE_OBJECTS_CHANGED" | "RECURRENCE_CHANGED" | "RECURRENCE_CLONE_CREATED" | "RECURRENCE_CREATED" | "RECURRENCE_ENDED" | "REJECTED" | "SHARED" | "SUPERSEDED" | "TAGS_CHANGED" | "UNARCHIVED" | "UNEXPORTED" | "UNSHARED" | "WORKFLOW_STEP_CHANGED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentHistory_document$data = {
  readonly historyEntries: {
    readonly nodes: ReadonlyArray<{
      readonly createdAt: string;
      readonly rowId: string;
      readonly type: DocumentHistoryType;
      readonly " $fragmentSpreads": FragmentRefs<"HistoryEntryText_entry">;
    }>;
  };
  readonly " $fragmentType": "DocumentHistory_document";
};
export type DocumentHistory_document$key = {
  readonly " $data"?: DocumentHistory_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentHistory_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentHistory_document",
  "selections": [
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
              "name": "createdAt",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "HistoryEntryText_entry"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "historyEntries(orderBy:[\"CREATED_AT_DESC\",\"PRIMARY_KEY_DESC\"])"
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "63a361666a30a85f8ecdcb7a53c4fd28";

export default node;
