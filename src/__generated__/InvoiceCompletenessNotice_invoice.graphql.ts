/**
 * @generated SignedSource<<ce82a91ef6511f6bde162c64eabd6a94>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceCompletenessDetail = "ACCOUNTING_ITEMS" | "PARTNER_ACCOUNT" | "REAL_ESTATE_OBJECT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceCompletenessNotice_invoice$data = {
  readonly invoiceCompletenessDetails: ReadonlyArray<InvoiceCompletenessDetail | null | undefined>;
  readonly isComplete: boolean;
  readonly partnerAccount: {
    readonly fullName: string;
  } | null | undefined;
  readonly " $fragmentType": "InvoiceCompletenessNotice_invoice";
};
export type InvoiceCompletenessNotice_invoice$key = {
  readonly " $data"?: InvoiceCompletenessNotice_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceCompletenessNotice_invoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceCompletenessNotice_invoice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceCompletenessDetails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isComplete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PartnerAccount",
      "kind": "LinkedField",
      "name": "partnerAccount",
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
  "type": "Invoice",
  "abstractKey": null
};

(node as any).hash = "58fee3d9f2d27afea9a8a72b84ac8eca";

export default node;
