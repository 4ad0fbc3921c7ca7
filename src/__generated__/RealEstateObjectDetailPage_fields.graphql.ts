/**
 * @generated SignedSource<<8d6cef5f1dece8f54c5bddfa58a5657c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RealEstateObjectType = "COMMERCIAL" | "HOMEOWNERS_ASSOCIATION" | "OTHER" | "RENTAL" | "SPECIAL_PROPERTY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RealEstateObjectDetailPage_fields$data = {
  readonly accountingArea: string | null | undefined;
  readonly address: string | null | undefined;
  readonly alternativeAddresses: ReadonlyArray<string | null | undefined>;
  readonly bic: string | null | undefined;
  readonly city: string | null | undefined;
  readonly country: string;
  readonly disabledAt: string | null | undefined;
  readonly iban: string | null | undefined;
  readonly note: string | null | undefined;
  readonly number: string | null | undefined;
  readonly title: string;
  readonly type: RealEstateObjectType;
  readonly updatedAt: string;
  readonly userAccount: string | null | undefined;
  readonly zip: string | null | undefined;
  readonly " $fragmentType": "RealEstateObjectDetailPage_fields";
};
export type RealEstateObjectDetailPage_fields$key = {
  readonly " $data"?: RealEstateObjectDetailPage_fields$data;
  readonly " $fragmentSpreads": FragmentRefs<"RealEstateObjectDetailPage_fields">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RealEstateObjectDetailPage_fields",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountingArea",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userAccount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alternativeAddresses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "iban",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabledAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "RealEstateObject",
  "abstractKey": null
};

(node as any).hash = "13d46c15f4bde9cbde8f25149bfd352a";

export default node;
