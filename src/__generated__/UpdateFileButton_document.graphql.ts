/**
 * @generated SignedSource<<e0c5c76ffb2dde45eb0479cebb8b5600>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateFileButton_document$data = {
  readonly canCurrentUserChange: boolean;
  readonly clientCompanyRowId: string;
  readonly rowId: string;
  readonly superseded: boolean;
  readonly " $fragmentType": "UpdateFileButton_document";
};
export type UpdateFileButton_document$key = {
  readonly " $data"?: UpdateFileButton_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpdateFileButton_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpdateFileButton_document",
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
      "name": "clientCompanyRowId",
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
      "name": "superseded",
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "66f117325c1cd3c0363c33e75c4f562b";

export default node;
