/**
 * @generated SignedSource<<9079c8fe6d81d4680bc7de0f26548015>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BlockedClientPage_currentUser$data = {
  readonly clientCompanyUsers: {
    readonly totalCount: number;
  };
  readonly isSuperAdmin: boolean | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyPicker_currentUser">;
  readonly " $fragmentType": "BlockedClientPage_currentUser";
};
export type BlockedClientPage_currentUser$key = {
  readonly " $data"?: BlockedClientPage_currentUser$data;
  readonly " $fragmentSpreads": FragmentRefs<"BlockedClientPage_currentUser">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BlockedClientPage_currentUser",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSuperAdmin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientCompanyUserConnection",
      "kind": "LinkedField",
      "name": "clientCompanyUsers",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CompanyPicker_currentUser"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e93027a4b2b43b3066ec6e8d6d2bb696";

export default node;
