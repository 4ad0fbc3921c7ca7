/**
 * @generated SignedSource<<2302bc79a8475bd6aba35b5b8b712569>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DuplicateInvoicesButton_document$data = {
  readonly clientCompanyRowId: string;
  readonly duplicateInvoicesList: ReadonlyArray<{
    readonly derivedTitle: string | null | undefined;
    readonly importDate: string;
    readonly invoice: {
      readonly currency: string;
      readonly invoiceNumber: string | null | undefined;
      readonly total: string | null | undefined;
    } | null | undefined;
    readonly rowId: string;
  }> | null | undefined;
  readonly " $fragmentType": "DuplicateInvoicesButton_document";
};
export type DuplicateInvoicesButton_document$key = {
  readonly " $data"?: DuplicateInvoicesButton_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DuplicateInvoicesButton_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DuplicateInvoicesButton_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientCompanyRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Document",
      "kind": "LinkedField",
      "name": "duplicateInvoicesList",
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
          "name": "derivedTitle",
          "storageKey": null
        },
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
              "name": "invoiceNumber",
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "3ff6021d816d65920d1622cbf2744c52";

export default node;
