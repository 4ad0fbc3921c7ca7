/**
 * @generated SignedSource<<7975b6430653ccbfd395908a1622b414>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PasswordSection_user$data = {
  readonly email: string;
  readonly " $fragmentType": "PasswordSection_user";
};
export type PasswordSection_user$key = {
  readonly " $data"?: PasswordSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PasswordSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PasswordSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "29b62d6e523dc7fa6b84113844f9fad7";

export default node;
