/**
 * @generated SignedSource<<715ae207bcfb3fe1e38290134fcca7cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentShareDialog_document$data = {
  readonly canCurrentUserShare: boolean;
  readonly clientCompany: {
    readonly featureFlags: {
      readonly documentShare: boolean | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly derivedTitle: string | null | undefined;
  readonly rowId: string;
  readonly shares: {
    readonly nodes: ReadonlyArray<{
      readonly createdAt: string;
      readonly id: string;
      readonly isPublicLink: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"DocumentSharesList_share" | "PublicLinkSection_share">;
    }>;
  };
  readonly " $fragmentType": "DocumentShareDialog_document";
};
export type DocumentShareDialog_document$key = {
  readonly " $data"?: DocumentShareDialog_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentShareDialog_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentShareDialog_document",
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
      "name": "derivedTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCurrentUserShare",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientCompany",
      "kind": "LinkedField",
      "name": "clientCompany",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientCompanyFeatureFlag",
          "kind": "LinkedField",
          "name": "featureFlags",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "documentShare",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentShareConnection",
      "kind": "LinkedField",
      "name": "shares",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentShare",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isPublicLink",
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "DocumentSharesList_share"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PublicLinkSection_share"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "3a8bf0983001c12829fd4acad029cc5b";

export default node;
