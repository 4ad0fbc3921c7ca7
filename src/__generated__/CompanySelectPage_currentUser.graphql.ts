/**
 * @generated SignedSource<<066d1ffbe6cab69393fdf2b92cdfed04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanySelectPage_currentUser$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CompanyPicker_currentUser">;
  readonly " $fragmentType": "CompanySelectPage_currentUser";
};
export type CompanySelectPage_currentUser$key = {
  readonly " $data"?: CompanySelectPage_currentUser$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanySelectPage_currentUser">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanySelectPage_currentUser",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CompanyPicker_currentUser"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "adf7f7c4fafc7fc041f8af210a4cd6b5";

export default node;
