/**
 * @generated SignedSource<<1d24ae914b3cea66cdd5f0a90555b8b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SessionsSection_user$data = {
  readonly otherSessionsCount: number | null | undefined;
  readonly " $fragmentType": "SessionsSection_user";
};
export type SessionsSection_user$key = {
  readonly " $data"?: SessionsSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionsSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SessionsSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "otherSessionsCount",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "ed8e8e7d96d042f30f7b5031ec59bffa";

export default node;
