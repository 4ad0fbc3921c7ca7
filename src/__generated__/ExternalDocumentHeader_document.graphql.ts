/**
 * @generated SignedSource<<ed6e150fd42e8038e20c41928690627a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExternalDocumentHeader_document$data = {
  readonly derivedTitle: string | null | undefined;
  readonly shares: {
    readonly nodes: ReadonlyArray<{
      readonly sharedBy: {
        readonly fullName: string | null | undefined;
      } | null | undefined;
    }>;
  };
  readonly sourceFile: {
    readonly name: string;
    readonly rowId: string;
  } | null | undefined;
  readonly type: DocumentType;
  readonly " $fragmentType": "ExternalDocumentHeader_document";
};
export type ExternalDocumentHeader_document$key = {
  readonly " $data"?: ExternalDocumentHeader_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExternalDocumentHeader_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExternalDocumentHeader_document",
  "selections": [
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
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SourceFile",
      "kind": "LinkedField",
      "name": "sourceFile",
      "plural": false,
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "PRIMARY_KEY_ASC"
          ]
        }
      ],
      "concreteType": "DocumentShareConnection",
      "kind": "LinkedField",
      "name": "shares",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentShare",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "sharedBy",
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
      "storageKey": "shares(orderBy:[\"PRIMARY_KEY_ASC\"])"
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "b81aef7d8a5fd2ef51011ad4d509cefd";

export default node;
