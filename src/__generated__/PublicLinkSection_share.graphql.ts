/**
 * @generated SignedSource<<57841c68c920ce9831f7da66665ae51a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublicLinkSection_share$data = {
  readonly createdAt: string;
  readonly rowId: string;
  readonly sharedBy: {
    readonly fullName: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "PublicLinkSection_share";
};
export type PublicLinkSection_share$key = {
  readonly " $data"?: PublicLinkSection_share$data;
  readonly " $fragmentSpreads": FragmentRefs<"PublicLinkSection_share">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PublicLinkSection_share",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "sharedBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DocumentShare",
  "abstractKey": null
};

(node as any).hash = "73a33db3690a76a336bd1f5f6b0e994d";

export default node;
