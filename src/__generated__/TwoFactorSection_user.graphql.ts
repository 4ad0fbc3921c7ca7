/**
 * @generated SignedSource<<86d158faed14b99788e3790e6de49698>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwoFactorSection_user$data = {
  readonly isMfaActive: boolean | null | undefined;
  readonly " $fragmentType": "TwoFactorSection_user";
};
export type TwoFactorSection_user$key = {
  readonly " $data"?: TwoFactorSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwoFactorSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwoFactorSection_user",
  "selections": [
    {
      "alias": "isMfaActive",
      "args": [
        {
          "kind": "Literal",
          "name": "name",
          "value": "MFA"
        }
      ],
      "kind": "ScalarField",
      "name": "featureActive",
      "storageKey": "featureActive(name:\"MFA\")"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "71401bf2f573a4cacad0b277d3a5882a";

export default node;
