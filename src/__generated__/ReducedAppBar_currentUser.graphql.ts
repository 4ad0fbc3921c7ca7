/**
 * @generated SignedSource<<7c417b5c4b312c3dac1ce6c028ad4605>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReducedAppBar_currentUser$data = {
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_currentUser">;
  readonly " $fragmentType": "ReducedAppBar_currentUser";
};
export type ReducedAppBar_currentUser$key = {
  readonly " $data"?: ReducedAppBar_currentUser$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReducedAppBar_currentUser">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReducedAppBar_currentUser",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserMenu_currentUser"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4b00ae3059875e1174d796edabeb4e46";

export default node;
