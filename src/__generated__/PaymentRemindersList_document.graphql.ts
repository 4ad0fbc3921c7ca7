/**
 * @generated SignedSource<<7e66cd196fee1e0dcae8be8735738042>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentHistoryType = "ACCOUNTING_ITEMS_CHANGED" | "APPROVAL_CANCELED" | "APPROVAL_REQUESTED" | "APPROVED" | "ARCHIVED" | "AUTOMATION" | "CATEGORY_CHANGED" | "CREATED_BY_RECURRENCE" | "CRM_TICKET_ADDED" | "CRM_TICKET_CHANGED" | "CRM_TICKET_REMOVED" | "DUPLICATE_UPLOADED" | "EXPORTED" | "FIELDS_CHANGED" | "FIELDS_CONFIRMED" | "IMPORTED" | "INVOICE_ITEMS_CHANGED" | "NEW_VERSION" | "PARTNER_MERGED" | "PAYMENT_CANCELLED" | "PAYMENT_INITIATED" | "PAYMENT_LINKED" | "PAYMENT_REMINDER_SENT" | "PAYMENT_UNLINKED" | "REAL_ESTATE_OBJECTS_CHANGED" | "RECURRENCE_CHANGED" | "RECURRENCE_CLONE_CREATED" | "RECURRENCE_CREATED" | "RECURRENCE_ENDED" | "REJECTED" | "SHARED" | "SUPERSEDED" | "TAGS_CHANGED" | "UNARCHIVED" | "UNEXPORTED" | "UNSHARED" | "WORKFLOW_STEP_CHANGED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentRemindersList_document$data = {
  readonly historyEntries: {
    readonly nodes: ReadonlyArray<{
      readonly createdAt: string;
      readonly payload: unknown;
      readonly rowId: string;
      readonly type: DocumentHistoryType;
      readonly user: {
        readonly fullName: string | null | undefined;
      } | null | undefined;
    }>;
  };
  readonly " $fragmentType": "PaymentRemindersList_document";
};
export type PaymentRemindersList_document$key = {
  readonly " $data"?: PaymentRemindersList_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentRemindersList_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentRemindersList_document",
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

(node as any).hash = "5ef1ebcf41124ea9f810839d076629d9";

export default node;
