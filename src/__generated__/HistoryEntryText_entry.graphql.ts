/**
 * @generated SignedSource<<4dedacc11f4a696daa291a0973fea86f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentHistoryType = "ACCOUNTING_ITEMS_CHANGED" | "APPROVAL_CANCELED" | "APPROVAL_REQUESTED" | "APPROVED" | "ARCHIVED" | "AUTOMATION" | "CATEGORY_CHANGED" | "CREATED_BY_RECURRENCE" | "CRM_TICKET_ADDED" | "CRM_TICKET_CHANGED" | "CRM_TICKET_REMOVED" | "DUPLICATE_UPLOADED" | "EXPORTED" | "FIELDS_CHANGED" | "FIELDS_CONFIRMED" | "IMPORTED" | "INVOICE_ITEMS_CHANGED" | "NEW_VERSION" | "PARTNER_MERGED" | "PAYMENT_CANCELLED" | "PAYMENT_INITIATED" | "PAYMENT_LINKED" | "PAYMENT_REMINDER_SENT" | "PAYMENT_UNLINKED" | "REAL_ESTATE_OBJECTS_CHANGED" | "RECURRENCE_CHANGED" | "RECURRENCE_CLONE_CREATED" | "RECURRENCE_CREATED" | "RECURRENCE_ENDED" | "REJECTED" | "SHARED" | "SUPERSEDED" | "TAGS_CHANGED" | "UNARCHIVED" | "UNEXPORTED" | "UNSHARED" | "WORKFLOW_STEP_CHANGED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HistoryEntryText_entry$data = {
  readonly payload: unknown;
  readonly sourceFile: {
    readonly name: string;
  } | null | undefined;
  readonly type: DocumentHistoryType;
  readonly user: {
    readonly fullName: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "HistoryEntryText_entry";
};
export type HistoryEntryText_entry$key = {
  readonly " $data"?: HistoryEntryText_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistoryEntryText_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HistoryEntryText_entry",
  "selections": [
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
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SourceFile",
      "kind": "LinkedField",
      "name": "sourceFile",
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
    }
  ],
  "type": "DocumentHistoryEntry",
  "abstractKey": null
};

(node as any).hash = "b0eb3d4e317267a6ce2ea3f9b5d376d9";

export default node;
