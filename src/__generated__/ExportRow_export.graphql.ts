/**
 * @generated SignedSource<<42ff8b9aaa98b3cb569a2ed407fb9f1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountingExportFormat = "BMD" | "DATEV_EXTF" | "DATEV_XML" | "NONE" | "%future added value";
export type ExportCreatedVia = "API" | "USER" | "%future added value";
export type ExportStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExportRow_export$data = {
  readonly accountingExport: AccountingExportFormat;
  readonly accountingPeriodFrom: string;
  readonly accountingPeriodTo: string;
  readonly createdAt: string;
  readonly createdVia: ExportCreatedVia;
  readonly creator: {
    readonly email: string;
    readonly fullName: string | null | undefined;
  } | null | undefined;
  readonly currency: string;
  readonly documentCount: number;
  readonly moneyTransactionCount: number;
  readonly netSum: string | null | undefined;
  readonly rowId: string;
  readonly skippedDocumentCount: number;
  readonly status: ExportStatus;
  readonly totalSum: string | null | undefined;
  readonly undoReason: string | null | undefined;
  readonly undoneAt: string | null | undefined;
  readonly undoneBy: {
    readonly email: string;
    readonly fullName: string | null | undefined;
  } | null | undefined;
  readonly vatSum: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ExportStatus_export">;
  readonly " $fragmentType": "ExportRow_export";
};
export type ExportRow_export$key = {
  readonly " $data"?: ExportRow_export$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExportRow_export">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fullName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "email",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExportRow_export",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdVia",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "creator",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountingPeriodFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountingPeriodTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountingExport",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "skippedDocumentCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "moneyTransactionCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalSum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "netSum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatSum",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "undoneAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "undoReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "undoneBy",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ExportStatus_export"
    }
  ],
  "type": "Export",
  "abstractKey": null
};
})();

(node as any).hash = "5b1c92b59a58f18a0272993c47b902e3";

export default node;
