/**
 * @generated SignedSource<<4e0b5db9907d556c1ab0b438eae3f37b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoneyAccountForm_clientCompany$data = {
  readonly " $fragmentSpreads": FragmentRefs<"GeneralLedgerAccountSelect_clientCompany">;
  readonly " $fragmentType": "MoneyAccountForm_clientCompany";
};
export type MoneyAccountForm_clientCompany$key = {
  readonly " $data"?: MoneyAccountForm_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoneyAccountForm_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MoneyAccountForm_clientCompany",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GeneralLedgerAccountSelect_clientCompany"
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};

(node as any).hash = "13698c03d9ba27778b39bb53666dda9f";

export default node;
