/**
 * @generated SignedSource<<de1601a4217fafe602b47ebc917a4f4e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecurrenceInterval = "HALF_YEARLY" | "MONTHLY" | "QUARTERLY" | "WEEKLY" | "YEARLY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentRecurrenceDialog_document$data = {
  readonly invoice: {
    readonly invoiceDate: string | null | undefined;
  } | null | undefined;
  readonly recurrence: {
    readonly ended: boolean;
    readonly endsAt: string | null | undefined;
    readonly interval: RecurrenceInterval;
    readonly maxRecurrences: number | null | undefined;
    readonly nextDate: string | null | undefined;
    readonly recurrenceCount: number;
  } | null | undefined;
  readonly rowId: string;
  readonly " $fragmentType": "DocumentRecurrenceDialog_document";
};
export type DocumentRecurrenceDialog_document$key = {
  readonly " $data"?: DocumentRecurrenceDialog_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentRecurrenceDialog_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentRecurrenceDialog_document",
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
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "invoice",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoiceDate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentRecurrence",
      "kind": "LinkedField",
      "name": "recurrence",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "interval",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endsAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxRecurrences",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recurrenceCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ended",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "786bd209831c0daa36539584192e402b";

export default node;
