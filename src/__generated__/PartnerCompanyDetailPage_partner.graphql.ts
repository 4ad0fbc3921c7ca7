/**
 * @generated SignedSource<<e9bc4534d0f123ea059880d3779ef7d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentPresetSource = "EINVOICE" | "LEARNED" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PartnerCompanyDetailPage_partner$data = {
  readonly active: boolean;
  readonly alternativeNames: ReadonlyArray<string | null | undefined>;
  readonly controllerUserGroupRowId: string | null | undefined;
  readonly controllerUserRowId: string | null | undefined;
  readonly createdAt: string;
  readonly directDebitMandates: {
    readonly nodes: ReadonlyArray<{
      readonly debtorBic: string | null | undefined;
      readonly debtorIban: string;
      readonly debtorName: string;
      readonly id: string;
      readonly mandateRowId: string;
      readonly rowId: string;
      readonly sequenceType: string;
      readonly signatureDate: string;
    }>;
  };
  readonly documentsCount: number;
  readonly duplicatesCount: number;
  readonly id: string;
  readonly isConsumer: boolean;
  readonly locations: {
    readonly nodes: ReadonlyArray<{
      readonly city: string | null | undefined;
      readonly country: string | null | undefined;
      readonly email: string | null | undefined;
      readonly id: string;
      readonly main: boolean;
      readonly phone: string | null | undefined;
      readonly registrationNo: string | null | undefined;
      readonly rowId: string;
      readonly street: string | null | undefined;
      readonly taxIdNo: string | null | undefined;
      readonly title: string | null | undefined;
      readonly vatIdNo: string | null | undefined;
      readonly website: string | null | undefined;
      readonly zip: string | null | undefined;
    }>;
  };
  readonly mainCostCenterRowId: string | null | undefined;
  readonly mainCostUnitRowId: string | null | undefined;
  readonly name: string;
  readonly notes: string | null | undefined;
  readonly paidWithDirectDebit: boolean;
  readonly partnerAccounts: {
    readonly nodes: ReadonlyArray<{
      readonly number: string;
    }>;
    readonly totalCount: number;
  };
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
  readonly rowId: string;
  readonly updatedAt: string;
  readonly vatIds: ReadonlyArray<string | null | undefined>;
  readonly " $fragmentType": "PartnerCompanyDetailPage_partner";
};
export type PartnerCompanyDetailPage_partner$key = {
  readonly " $data"?: PartnerCompanyDetailPage_partner$data;
  readonly " $fragmentSpreads": FragmentRefs<"PartnerCompanyDetailPage_partner">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PartnerCompanyDetailPage_partner",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "alternativeNames",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isConsumer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paidWithDirectDebit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
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
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "controllerUserRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "controllerUserGroupRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mainCostCenterRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mainCostUnitRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "duplicatesCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatIds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "PartnerAccountConnection",
      "kind": "LinkedField",
      "name": "partnerAccounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PartnerAccount",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "number",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "partnerAccounts(first:50)"
    },
    {
      "alias": null,
      "args": (v2/*:: as any*/),
      "concreteType": "PartnerCompanyLocationConnection",
      "kind": "LinkedField",
      "name": "locations",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PartnerCompanyLocation",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "main",
              "storageKey": null
            },
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
              "name": "vatIdNo",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "taxIdNo",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "locations(first:100)"
    },
    {
      "alias": null,
      "args": (v2/*:: as any*/),
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
            (v0/*:: as any*/),
            (v1/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": (v2/*:: as any*/),
      "concreteType": "PartnerCompanyDirectDebitMandateConnection",
      "kind": "LinkedField",
      "name": "directDebitMandates",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PartnerCompanyDirectDebitMandate",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "mandateRowId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "signatureDate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "debtorName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "debtorIban",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "debtorBic",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sequenceType",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "directDebitMandates(first:100)"
    }
  ],
  "type": "PartnerCompany",
  "abstractKey": null
};
})();

(node as any).hash = "3a4beceb13c23d5cbb802dcd17aa8c31";

export default node;
