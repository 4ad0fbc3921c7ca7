/**
 * @generated SignedSource<<14cba0833abc01e83aec58c5b0c7a2af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserMenu_currentUser$data = {
  readonly firstName: string;
  readonly fullName: string | null | undefined;
  readonly isSuperAdmin: boolean | null | undefined;
  readonly lastName: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenuPopup_currentUser">;
  readonly " $fragmentType": "UserMenu_currentUser";
};
export type UserMenu_currentUser$key = {
  readonly " $data"?: UserMenu_currentUser$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_currentUser">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMenu_currentUser",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSuperAdmin",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserMenuPopup_currentUser"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "63e5d60343b1efbdf50e15f13c49250d";

export default node;
