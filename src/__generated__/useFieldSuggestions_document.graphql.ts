/**
 * @generated SignedSource<<e1820024eac45e28baf114660eaff166>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useFieldSuggestions_document$data = {
  readonly fieldSuggestions: {
    readonly nodes: ReadonlyArray<{
      readonly confidence: string;
      readonly evidence: unknown | null | undefined;
      readonly field: string;
      readonly rowId: string;
      readonly value: string;
    }>;
  };
  readonly " $fragmentType": "useFieldSuggestions_document";
};
export type useFieldSuggestions_document$key = {
  readonly " $data"?: useFieldSuggestions_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"useFieldSuggestions_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useFieldSuggestions_document",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "DocumentFieldSuggestionConnection",
      "kind": "LinkedField",
      "name": "fieldSuggestions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentFieldSuggestion",
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
              "name": "field",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
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
              "name": "evidence",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "fieldSuggestions(first:100)"
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "4d659bc293437c33d59626e8b87d9b9b";

export default node;
