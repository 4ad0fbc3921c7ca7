/**
 * @generated SignedSource<<f2822c8dda2bdff1b55f99464667c007>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecurrenceInterval = "HALF_YEARLY" | "MONTHLY" | "QUARTERLY" | "WEEKLY" | "YEARLY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentRelationsInfo_document$data = {
  readonly baseDocument: {
    readonly derivedTitle: string | null | undefined;
    readonly rowId: string;
  } | null | undefined;
  readonly clientCompanyRowId: string;
  readonly cloneCount: number;
  readonly cloneOf: {
    readonly derivedTitle: string | null | undefined;
    readonly rowId: string;
  } | null | undefined;
  readonly cloneReason: string | null | undefined;
  readonly isClone: boolean;
  readonly isDerived: boolean;
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
  readonly " $fragmentType": "DocumentRelationsInfo_document";
};
export type DocumentRelationsInfo_document$key = {
  readonly " $data"?: DocumentRelationsInfo_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentRelationsInfo_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "derivedTitle",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentRelationsInfo_document",
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
      "name": "isClone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cloneReason",
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
      "name": "recurrenceIndex",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Document",
      "kind": "LinkedField",
      "name": "cloneOf",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDerived",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Document",
      "kind": "LinkedField",
      "name": "baseDocument",
      "plural": false,
      "selections": (v1/*:: as any*/),
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
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "eae32f8e793353b7438619832662811c";

export default node;
