/**
 * @generated SignedSource<<37d6c3d79c6abe11257750f2ce944e06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentActionBar_document$data = {
  readonly clientCompanyRowId: string;
  readonly derivedTitle: string | null | undefined;
  readonly rowId: string;
  readonly sourceFile: {
    readonly name: string;
    readonly rowId: string;
  } | null | undefined;
  readonly type: DocumentType;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentActionsMenu_document" | "DocumentRelationsInfo_document" | "DocumentShareButton_document" | "DocumentStateBadges_document" | "DuplicateInvoicesButton_document" | "UpdateFileButton_document">;
  readonly " $fragmentType": "DocumentActionBar_document";
};
export type DocumentActionBar_document$key = {
  readonly " $data"?: DocumentActionBar_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentActionBar_document">;
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
  "name": "DocumentActionBar_document",
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
      "name": "derivedTitle",
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
      "concreteType": "SourceFile",
      "kind": "LinkedField",
      "name": "sourceFile",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentStateBadges_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DuplicateInvoicesButton_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentShareButton_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentActionsMenu_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UpdateFileButton_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentRelationsInfo_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "3558c1989e2519213cb7c176d4e6ca38";

export default node;
