/**
 * @generated SignedSource<<e2a90d73607147e445398e98a5a673e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PartnerPicker_partnerCompany$data = {
  readonly name: string;
  readonly rowId: string;
  readonly " $fragmentType": "PartnerPicker_partnerCompany";
};
export type PartnerPicker_partnerCompany$key = {
  readonly " $data"?: PartnerPicker_partnerCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"PartnerPicker_partnerCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PartnerPicker_partnerCompany",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "PartnerCompany",
  "abstractKey": null
};

(node as any).hash = "6cce4638c1f5c155e5a5a6b0eb7e0da0";

export default node;
