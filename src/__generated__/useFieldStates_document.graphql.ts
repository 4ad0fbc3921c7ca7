/**
 * @generated SignedSource<<4ea564e17f5db73f275e83a965dc0b58>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FieldValueSource = "EINVOICE" | "EXTRACTED" | "PARTNER" | "SUGGESTION" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useFieldStates_document$data = {
  readonly fieldStates: {
    readonly nodes: ReadonlyArray<{
      readonly confidence: string | null | undefined;
      readonly confirmedAt: string | null | undefined;
      readonly confirmedBy: {
        readonly fullName: string | null | undefined;
      } | null | undefined;
      readonly evidence: unknown | null | undefined;
      readonly field: string;
      readonly lastEditAt: string;
      readonly lastEditBy: {
        readonly fullName: string | null | undefined;
      } | null | undefined;
      readonly source: FieldValueSource;
    }>;
  };
  readonly " $fragmentType": "useFieldStates_document";
};
export type useFieldStates_document$key = {
  readonly " $data"?: useFieldStates_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"useFieldStates_document">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fullName",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useFieldStates_document",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 200
        }
      ],
      "concreteType": "DocumentFieldStateConnection",
      "kind": "LinkedField",
      "name": "fieldStates",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentFieldState",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
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
              "name": "confidence",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastEditAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "lastEditBy",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "confirmedAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "confirmedBy",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "evidence",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "fieldStates(first:200)"
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "5aa4e7c5e7963d69fa69d79ff667a4f7";

export default node;
