/**
 * @generated SignedSource<<f57ef1fcf34d6346bb2e1d5c86291986>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExportStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExportStatus_export$data = {
  readonly clientCompanyRowId: string;
  readonly errorCode: string | null | undefined;
  readonly files: {
    readonly nodes: ReadonlyArray<{
      readonly byteSize: string;
      readonly fileName: string;
      readonly id: string;
      readonly kind: string;
      readonly rowId: string;
    }>;
  };
  readonly findings: unknown;
  readonly progress: number;
  readonly rowId: string;
  readonly status: ExportStatus;
  readonly " $fragmentType": "ExportStatus_export";
};
export type ExportStatus_export$key = {
  readonly " $data"?: ExportStatus_export$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExportStatus_export">;
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
  "name": "ExportStatus_export",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "progress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "errorCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "findings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "ExportFileConnection",
      "kind": "LinkedField",
      "name": "files",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ExportFile",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fileName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "byteSize",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "files(first:20)"
    }
  ],
  "type": "Export",
  "abstractKey": null
};
})();

(node as any).hash = "14e10ca4fa2b94600fc9ff18d08f0432";

export default node;
