/**
 * @generated SignedSource<<9dc0d5fda909427f483f9fefef20dd89>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentPresetSource = "EINVOICE" | "LEARNED" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PresetsSection_partner$data = {
  readonly paymentPresets: {
    readonly nodes: ReadonlyArray<{
      readonly bic: string | null | undefined;
      readonly currency: string;
      readonly discountAmount: string | null | undefined;
      readonly discountDueDateInDays: number | null | undefined;
      readonly discountPercent: string | null | undefined;
      readonly dueDateInDays: number | null | undefined;
      readonly iban: string;
      readonly id: string;
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
  readonly " $fragmentType": "PresetsSection_partner";
};
export type PresetsSection_partner$key = {
  readonly " $data"?: PresetsSection_partner$data;
  readonly " $fragmentSpreads": FragmentRefs<"PresetsSection_partner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PresetsSection_partner",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
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
              "name": "id",
              "storageKey": null
            },
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
      "storageKey": "paymentPresets(first:100)"
    }
  ],
  "type": "PartnerCompany",
  "abstractKey": null
};

(node as any).hash = "73f20a10de3773f59fa0f65ab28d946f";

export default node;
