/**
 * @generated SignedSource<<c57e84e2b875922f33333f74cd4d34d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoneyAccountEditor_clientCompany$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MoneyAccountForm_clientCompany">;
  readonly " $fragmentType": "MoneyAccountEditor_clientCompany";
};
export type MoneyAccountEditor_clientCompany$key = {
  readonly " $data"?: MoneyAccountEditor_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoneyAccountEditor_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MoneyAccountEditor_clientCompany",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MoneyAccountForm_clientCompany"
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};

(node as any).hash = "ea6abd2120f804e45c5c89101bfe5dc4";

export default node;
