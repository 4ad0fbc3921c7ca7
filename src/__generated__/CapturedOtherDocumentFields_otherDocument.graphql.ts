/**
 * @generated SignedSource<<d09fea295452855c8d6e78c21a50067d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OtherDocumentType = "BANK_STATEMENT" | "CONTRACT" | "CORRESPONDENCE" | "DELIVERY_NOTE" | "OFFER" | "ORDER_CONFIRMATION" | "OTHER" | "RECEIPT" | "TAX_NOTICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CapturedOtherDocumentFields_otherDocument$data = {
  readonly documentDate: string | null | undefined;
  readonly documentNumber: string | null | undefined;
  readonly partnerName: string | null | undefined;
  readonly type: OtherDocumentType;
  readonly " $fragmentType": "CapturedOtherDocumentFields_otherDocument";
};
export type CapturedOtherDocumentFields_otherDocument$key = {
  readonly " $data"?: CapturedOtherDocumentFields_otherDocument$data;
  readonly " $fragmentSpreads": FragmentRefs<"CapturedOtherDocumentFields_otherDocument">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CapturedOtherDocumentFields_otherDocument",
  "selections": [
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
      "name": "documentDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "partnerName",
      "storageKey": null
    }
  ],
  "type": "OtherDocument",
  "abstractKey": null
};

(node as any).hash = "d6fc297114479602e8ccf06a3d6b8f6c";

export default node;
