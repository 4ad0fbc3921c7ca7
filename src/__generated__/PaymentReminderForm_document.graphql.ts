/**
 * @generated SignedSource<<fd794cb1237b80a36c0e277ebd92a714>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoicePaymentStatus = "NOT_PAID" | "PAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentReminderForm_document$data = {
  readonly clientCompany: {
    readonly name: string;
    readonly paymentReminderMessage: string | null | undefined;
  } | null | undefined;
  readonly invoice: {
    readonly amountDue: string | null | undefined;
    readonly currency: string;
    readonly extractedPartnerEmails: ReadonlyArray<string | null | undefined>;
    readonly invoiceDate: string | null | undefined;
    readonly invoiceNumber: string | null | undefined;
    readonly openAmount: string | null | undefined;
    readonly partnerCompany: {
      readonly locations: {
        readonly nodes: ReadonlyArray<{
          readonly email: string | null | undefined;
          readonly main: boolean;
        }>;
      };
      readonly name: string;
    } | null | undefined;
    readonly partnerCompanyLocation: {
      readonly email: string | null | undefined;
    } | null | undefined;
    readonly paymentDueDate: string | null | undefined;
    readonly paymentStatus: InvoicePaymentStatus;
  } | null | undefined;
  readonly rowId: string;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentRemindersList_document">;
  readonly " $fragmentType": "PaymentReminderForm_document";
};
export type PaymentReminderForm_document$key = {
  readonly " $data"?: PaymentReminderForm_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentReminderForm_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentReminderForm_document",
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
      "concreteType": "ClientCompany",
      "kind": "LinkedField",
      "name": "clientCompany",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paymentReminderMessage",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "invoice",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paymentStatus",
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
          "name": "invoiceDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountDue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "openAmount",
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
          "name": "paymentDueDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "extractedPartnerEmails",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PartnerCompanyLocation",
          "kind": "LinkedField",
          "name": "partnerCompanyLocation",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
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
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
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
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "main",
                      "storageKey": null
                    },
                    (v1/*:: as any*/)
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
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentRemindersList_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "d99227d842ff841954344be8063e40f2";

export default node;
