/**
 * @generated SignedSource<<1f1ca3e5ce668d006a0d605b33030b56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentCategoryField_document$data = {
  readonly clientCompany: {
    readonly sortedDocumentCategories: {
      readonly nodes: ReadonlyArray<{
        readonly documentType: DocumentType;
        readonly name: string;
        readonly rowId: string;
      }>;
    };
  } | null | undefined;
  readonly type: DocumentType;
  readonly " $fragmentType": "DocumentCategoryField_document";
};
export type DocumentCategoryField_document$key = {
  readonly " $data"?: DocumentCategoryField_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentCategoryField_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentCategoryField_document",
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
      "concreteType": "ClientCompany",
      "kind": "LinkedField",
      "name": "clientCompany",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentCategoryConnection",
          "kind": "LinkedField",
          "name": "sortedDocumentCategories",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "DocumentCategory",
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
                  "name": "name",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "documentType",
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
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "010a05ceba8f41671355e4f40213b24f";

export default node;
