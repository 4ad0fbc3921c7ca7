/**
 * @generated SignedSource<<0027d3a22955f1286305120e1e83ce1d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppBar_currentUser$data = {
  readonly rowId: string;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyPicker_currentUser" | "UserMenu_currentUser">;
  readonly " $fragmentType": "AppBar_currentUser";
};
export type AppBar_currentUser$key = {
  readonly " $data"?: AppBar_currentUser$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppBar_currentUser">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppBar_currentUser",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rowId",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CompanyPicker_currentUser"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserMenu_currentUser"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "14e575f44c7b8f9be84b642f1fca5831";

export default node;
