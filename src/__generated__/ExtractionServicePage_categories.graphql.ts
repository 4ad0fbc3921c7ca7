/**
 * @generated SignedSource<<b12d0d593c6f8ce6a7b7214ee944d380>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExtractionServicePage_categories$data = {
  readonly documentCategoriesList: {
    readonly nodes: ReadonlyArray<{
      readonly documentType: DocumentType;
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
      readonly usesCustomExtractionService: boolean;
    }>;
  };
  readonly " $fragmentType": "ExtractionServicePage_categories";
};
export type ExtractionServicePage_categories$key = {
  readonly " $data"?: ExtractionServicePage_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExtractionServicePage_categories">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExtractionServicePage_categories",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 500
        }
      ],
      "concreteType": "DocumentCategoryConnection",
      "kind": "LinkedField",
      "name": "documentCategoriesList",
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
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "documentType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "usesCustomExtractionService",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "documentCategoriesList(first:500)"
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};

(node as any).hash = "bf9703d9f73e16160a2740138799df26";

export default node;
