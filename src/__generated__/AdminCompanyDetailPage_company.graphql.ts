/**
 * @generated SignedSource<<e5e09a1816421b91402502f223e64e21>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminCompanyDetailPage_company$data = {
  readonly alternativeNames: ReadonlyArray<string | null | undefined>;
  readonly brandName: string | null | undefined;
  readonly dissolved: string | null | undefined;
  readonly founded: string | null | undefined;
  readonly legalForm: string | null | undefined;
  readonly mainLocation: {
    readonly city: string | null | undefined;
    readonly country: string;
    readonly email: string | null | undefined;
    readonly phone: string | null | undefined;
    readonly registrationNo: string | null | undefined;
    readonly street: string | null | undefined;
    readonly taxIdNo: string | null | undefined;
    readonly vatIdNo: string | null | undefined;
    readonly website: string | null | undefined;
    readonly zip: string | null | undefined;
  } | null | undefined;
  readonly name: string;
  readonly rowId: string;
  readonly " $fragmentType": "AdminCompanyDetailPage_company";
};
export type AdminCompanyDetailPage_company$key = {
  readonly " $data"?: AdminCompanyDetailPage_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminCompanyDetailPage_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminCompanyDetailPage_company",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "brandName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alternativeNames",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "legalForm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "founded",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dissolved",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CompanyLocation",
      "kind": "LinkedField",
      "name": "mainLocation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "street",
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
          "name": "vatIdNo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "taxIdNo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "registrationNo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "website",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "adb4d3f4e77942419eca634c9c3e232c";

export default node;
