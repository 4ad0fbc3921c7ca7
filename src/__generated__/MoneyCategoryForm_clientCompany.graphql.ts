/**
 * @generated SignedSource<<69102ac6a2fcba42ecdea9beb1419b0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoneyCategoryForm_clientCompany$data = {
  readonly " $fragmentSpreads": FragmentRefs<"GeneralLedgerAccountSelect_clientCompany">;
  readonly " $fragmentType": "MoneyCategoryForm_clientCompany";
};
export type MoneyCategoryForm_clientCompany$key = {
  readonly " $data"?: MoneyCategoryForm_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoneyCategoryForm_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MoneyCategoryForm_clientCompany",
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

(node as any).hash = "ca292bdb982b2bddcd577d24c49cca42";

export default node;
