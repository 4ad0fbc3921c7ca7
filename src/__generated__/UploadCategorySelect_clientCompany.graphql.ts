/**
 * @generated SignedSource<<2844ef4b66a2fe0a4b1cd347efe18952>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UploadCategorySelect_clientCompany$data = {
  readonly rowId: string;
  readonly sortedDocumentCategories: {
    readonly nodes: ReadonlyArray<{
      readonly documentType: DocumentType;
      readonly name: string;
      readonly rowId: string;
    }>;
  };
  readonly " $fragmentType": "UploadCategorySelect_clientCompany";
};
export type UploadCategorySelect_clientCompany$key = {
  readonly " $data"?: UploadCategorySelect_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"UploadCategorySelect_clientCompany">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UploadCategorySelect_clientCompany",
  "selections": [
    (v0/*:: as any*/),
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
            (v0/*:: as any*/),
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
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};
})();

(node as any).hash = "13adcbf5ae1e4cf85b7d7a9f2413688b";

export default node;
