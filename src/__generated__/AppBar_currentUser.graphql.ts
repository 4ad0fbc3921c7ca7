/**
 * @generated SignedSource<<b068c43f61cbe7db77792c056487dda6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppBar_currentUser$data = {
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

(node as any).hash = "fdc31358c9ae2efdf4ac5fbefa1d85dc";

export default node;
