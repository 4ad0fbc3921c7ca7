/**
 * @generated SignedSource<<e8e4b54d1068fcae30f71ea5e607a0f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SourceFileKind = "JPEG" | "PDF" | "PNG" | "TIFF" | "XML" | "%future added value";
export type SourceFileStatus = "DONE" | "DUPLICATE" | "FAILED" | "PROCESSING" | "QUEUED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SourceFileRow_sourceFile$data = {
  readonly category: {
    readonly name: string;
  } | null | undefined;
  readonly documentRowId: string | null | undefined;
  readonly duplicateDocumentRowId: string | null | undefined;
  readonly kind: SourceFileKind;
  readonly name: string;
  readonly processingError: string | null | undefined;
  readonly processingErrorReason: unknown | null | undefined;
  readonly processingPercentage: number;
  readonly rowId: string;
  readonly sizeBytes: string;
  readonly status: SourceFileStatus;
  readonly " $fragmentType": "SourceFileRow_sourceFile";
};
export type SourceFileRow_sourceFile$key = {
  readonly " $data"?: SourceFileRow_sourceFile$data;
  readonly " $fragmentSpreads": FragmentRefs<"SourceFileRow_sourceFile">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SourceFileRow_sourceFile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rowId",
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
      "name": "sizeBytes",
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
      "name": "processingPercentage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "processingError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "processingErrorReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "duplicateDocumentRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentCategory",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "SourceFile",
  "abstractKey": null
};
})();

(node as any).hash = "bbda73cc5585af081994008ce89ad2b7";

export default node;
