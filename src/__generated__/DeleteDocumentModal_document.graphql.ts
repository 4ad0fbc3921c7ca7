/**
 * @generated SignedSource<<5054c6ac319830a88f3b513619edbc2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteDocumentModal_document$data = {
  readonly derivedTitle: string | null | undefined;
  readonly rowId: string;
  readonly " $fragmentType": "DeleteDocumentModal_document";
};
export type DeleteDocumentModal_document$key = {
  readonly " $data"?: DeleteDocumentModal_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteDocumentModal_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeleteDocumentModal_document",
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
      "name": "derivedTitle",
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "7cd1d11b0e2fe3a4112932540a8aebef";

export default node;
