/**
 * @generated SignedSource<<02aa82af8c0c0ee293cb4c320f6f1471>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentDataCard_invoice$data = {
  readonly canUpdatePaymentStatus: boolean;
  readonly documentRowId: string;
  readonly hasUnverifiedIban: boolean;
  readonly iban: string | null | undefined;
  readonly invoiceNumber: string | null | undefined;
  readonly overridePartnerCompanyPaymentPreset: boolean;
  readonly partnerCompany: {
    readonly " $fragmentSpreads": FragmentRefs<"PaymentPresetList_partnerCompany">;
  } | null | undefined;
  readonly partnerHasPaymentPreset: boolean;
  readonly paymentBic: string | null | undefined;
  readonly paymentIban: string | null | undefined;
  readonly paymentRecipient: string | null | undefined;
  readonly paymentReference: string | null | undefined;
  readonly " $fragmentType": "PaymentDataCard_invoice";
};
export type PaymentDataCard_invoice$key = {
  readonly " $data"?: PaymentDataCard_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentDataCard_invoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentDataCard_invoice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentRowId",
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
      "name": "invoiceNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentIban",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentBic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentRecipient",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overridePartnerCompanyPaymentPreset",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "partnerHasPaymentPreset",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasUnverifiedIban",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canUpdatePaymentStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PartnerCompany",
      "kind": "LinkedField",
      "name": "partnerCompany",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PaymentPresetList_partnerCompany"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};

(node as any).hash = "2b450d800dfa2f9838051253c10f53af";

export default node;
