/**
 * @generated SignedSource<<a40b3dc24e0422b61a1663e9ec650a7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CapturedInvoiceFields_invoice$data = {
  readonly bic: string | null | undefined;
  readonly creditMemo: boolean;
  readonly currency: string;
  readonly deliveredFrom: string | null | undefined;
  readonly deliveredUntil: string | null | undefined;
  readonly dueDate: string | null | undefined;
  readonly einvoiceProfile: string | null | undefined;
  readonly extractedPartnerName: string | null | undefined;
  readonly extractedPartnerVatIdNo: string | null | undefined;
  readonly hasXmlSource: boolean;
  readonly iban: string | null | undefined;
  readonly invoiceDate: string | null | undefined;
  readonly invoiceNumber: string | null | undefined;
  readonly net: string | null | undefined;
  readonly orderNumber: string | null | undefined;
  readonly partnerCompany: {
    readonly name: string;
  } | null | undefined;
  readonly partnerCompanyLocation: {
    readonly vatIdNo: string | null | undefined;
  } | null | undefined;
  readonly paymentReference: string | null | undefined;
  readonly total: string | null | undefined;
  readonly vatAmount: string | null | undefined;
  readonly vatBreakdown: unknown;
  readonly " $fragmentType": "CapturedInvoiceFields_invoice";
};
export type CapturedInvoiceFields_invoice$key = {
  readonly " $data"?: CapturedInvoiceFields_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"CapturedInvoiceFields_invoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CapturedInvoiceFields_invoice",
  "selections": [
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
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveredFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveredUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "net",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
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
      "name": "creditMemo",
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
      "name": "paymentReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasXmlSource",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "einvoiceProfile",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "extractedPartnerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "extractedPartnerVatIdNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatBreakdown",
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vatIdNo",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};

(node as any).hash = "2ec3988c9e58d714a0e762dd7063541e";

export default node;
