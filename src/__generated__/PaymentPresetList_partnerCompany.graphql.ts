/**
 * @generated SignedSource<<be508ba2122a341adc17c3986059cec8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentPresetSource = "EINVOICE" | "LEARNED" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentPresetList_partnerCompany$data = {
  readonly name: string;
  readonly paymentPresets: {
    readonly nodes: ReadonlyArray<{
      readonly bic: string | null | undefined;
      readonly createdAt: string;
      readonly currency: string;
      readonly discountAmount: string | null | undefined;
      readonly discountDueDateInDays: number | null | undefined;
      readonly discountPercent: string | null | undefined;
      readonly dueDateInDays: number | null | undefined;
      readonly iban: string;
      readonly primary: boolean;
      readonly purposePrefix: string | null | undefined;
      readonly recipient: string | null | undefined;
      readonly rowId: string;
      readonly source: PaymentPresetSource;
      readonly verifiedAt: string | null | undefined;
      readonly verifiedByUser: {
        readonly fullName: string | null | undefined;
      } | null | undefined;
    }>;
  };
  readonly " $fragmentType": "PaymentPresetList_partnerCompany";
};
export type PaymentPresetList_partnerCompany$key = {
  readonly " $data"?: PaymentPresetList_partnerCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentPresetList_partnerCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentPresetList_partnerCompany",
  "selections": [
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
      "concreteType": "PartnerCompanyPaymentPresetConnection",
      "kind": "LinkedField",
      "name": "paymentPresets",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PartnerCompanyPaymentPreset",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
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
              "name": "currency",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "primary",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "recipient",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "purposePrefix",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "dueDateInDays",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "discountDueDateInDays",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "discountPercent",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "discountAmount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "source",
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
              "kind": "ScalarField",
              "name": "verifiedAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "verifiedByUser",
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
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PartnerCompany",
  "abstractKey": null
};

(node as any).hash = "0426280b27a261dd562e953dda0f4e36";

export default node;
