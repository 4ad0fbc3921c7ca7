/**
 * @generated SignedSource<<f43718a0e4d6cb8f06648cb5bf8466da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PartnerAccountSelect_partnerAccount$data = {
  readonly fullName: string;
  readonly rowId: string;
  readonly " $fragmentType": "PartnerAccountSelect_partnerAccount";
};
export type PartnerAccountSelect_partnerAccount$key = {
  readonly " $data"?: PartnerAccountSelect_partnerAccount$data;
  readonly " $fragmentSpreads": FragmentRefs<"PartnerAccountSelect_partnerAccount">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PartnerAccountSelect_partnerAccount",
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
      "name": "fullName",
      "storageKey": null
    }
  ],
  "type": "PartnerAccount",
  "abstractKey": null
};

(node as any).hash = "d36b8620d43b0313bbc36968bfb0e519";

export default node;
