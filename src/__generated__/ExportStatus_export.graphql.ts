/**
 * @generated SignedSource<<7ae1d09b8c21734d7d490713dc5f1e76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExportStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExportStatus_export$data = {
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

(node as any).hash = "53b5709b2c889b908d86b47f2b62ad99";

export default node;
