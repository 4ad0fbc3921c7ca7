/**
 * @generated SignedSource<<9e4f6d3b2b116b2ad089a5b6d09af09f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserMenu_clientCompany$data = {
  readonly " $fragmentSpreads": FragmentRefs<"UserMenuPopup_clientCompany">;
  readonly " $fragmentType": "UserMenu_clientCompany";
};
export type UserMenu_clientCompany$key = {
  readonly " $data"?: UserMenu_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMenu_clientCompany",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserMenuPopup_clientCompany"
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};

(node as any).hash = "2b80b38c32f2e6455582bb3d5860eae2";

export default node;
