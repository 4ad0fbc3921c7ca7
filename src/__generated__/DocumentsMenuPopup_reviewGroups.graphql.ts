/**
 * @generated SignedSource<<fc983dc013659a5937c17ba745e3e3c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentsMenuPopup_reviewGroups$data = ReadonlyArray<{
  readonly createdAt: string;
  readonly createdBy: {
    readonly fullName: string | null | undefined;
  } | null | undefined;
  readonly documentCount: number | null | undefined;
  readonly lockedForCurrentUser: boolean | null | undefined;
  readonly rowId: string;
  readonly " $fragmentType": "DocumentsMenuPopup_reviewGroups";
}>;
export type DocumentsMenuPopup_reviewGroups$key = ReadonlyArray<{
  readonly " $data"?: DocumentsMenuPopup_reviewGroups$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentsMenuPopup_reviewGroups">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DocumentsMenuPopup_reviewGroups",
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
      "name": "lockedForCurrentUser",
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReviewGroup",
  "abstractKey": null
};

(node as any).hash = "92aa250f26a7b8617358d6e6eb61e288";

export default node;
