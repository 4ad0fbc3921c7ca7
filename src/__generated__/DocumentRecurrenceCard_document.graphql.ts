/**
 * @generated SignedSource<<3df6b13b6ebf550d4be157b321f543b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecurrenceInterval = "HALF_YEARLY" | "MONTHLY" | "QUARTERLY" | "WEEKLY" | "YEARLY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentRecurrenceCard_document$data = {
  readonly archived: boolean;
  readonly canCurrentUserChange: boolean;
  readonly clientCompanyRowId: string;
  readonly cloneCount: number;
  readonly cloneOf: {
    readonly derivedTitle: string | null | undefined;
    readonly rowId: string;
  } | null | undefined;
  readonly hasActiveRecurrence: boolean;
  readonly invoice: {
    readonly creditMemo: boolean;
  } | null | undefined;
  readonly recurrence: {
    readonly ended: boolean;
    readonly endsAt: string | null | undefined;
    readonly interval: RecurrenceInterval;
    readonly maxRecurrences: number | null | undefined;
    readonly nextDate: string | null | undefined;
    readonly prevDate: string | null | undefined;
    readonly recurrenceCount: number;
  } | null | undefined;
  readonly recurrenceIndex: number | null | undefined;
  readonly rowId: string;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentRecurrenceDialog_document">;
  readonly " $fragmentType": "DocumentRecurrenceCard_document";
};
export type DocumentRecurrenceCard_document$key = {
  readonly " $data"?: DocumentRecurrenceCard_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentRecurrenceCard_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentRecurrenceCard_document",
  "selections": [
    (v0/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "archived",
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
      "name": "cloneCount",
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
      "concreteType": "Document",
      "kind": "LinkedField",
      "name": "cloneOf",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "derivedTitle",
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
          "name": "creditMemo",
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
          "name": "prevDate",
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
})();

(node as any).hash = "a0419a1b635b927eac6d689eb824e071";

export default node;
