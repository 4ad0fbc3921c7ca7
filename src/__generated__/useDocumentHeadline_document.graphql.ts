/**
 * @generated SignedSource<<f83b81fa3d0a79ccf97664cc6830e165>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useDocumentHeadline_document$data = {
  readonly importDate: string;
  readonly invoice: {
    readonly extractedPartnerName: string | null | undefined;
    readonly invoiceDate: string | null | undefined;
    readonly partnerCompany: {
      readonly name: string;
    } | null | undefined;
  } | null | undefined;
  readonly otherDocument: {
    readonly documentDate: string | null | undefined;
    readonly partnerCompany: {
      readonly name: string;
    } | null | undefined;
    readonly partnerName: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "useDocumentHeadline_document";
};
export type useDocumentHeadline_document$key = {
  readonly " $data"?: useDocumentHeadline_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"useDocumentHeadline_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useDocumentHeadline_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "importDate",
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
          "name": "invoiceDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "extractedPartnerName",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OtherDocument",
      "kind": "LinkedField",
      "name": "otherDocument",
      "plural": false,
      "selections": [
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
          "name": "partnerName",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "a0d710624f9bf7baaf63099f04bacb5f";

export default node;
