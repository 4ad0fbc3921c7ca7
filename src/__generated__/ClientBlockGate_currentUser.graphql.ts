/**
 * @generated SignedSource<<26269b362602340b39c9587f54fb4a7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClientBlockGate_currentUser$data = {
  readonly isSuperAdmin: boolean | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"BlockedClientPage_currentUser">;
  readonly " $fragmentType": "ClientBlockGate_currentUser";
};
export type ClientBlockGate_currentUser$key = {
  readonly " $data"?: ClientBlockGate_currentUser$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientBlockGate_currentUser">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientBlockGate_currentUser",
  "selections": [
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
      "name": "BlockedClientPage_currentUser"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "177ea52ca708073003828b89c7c9a797";

export default node;
