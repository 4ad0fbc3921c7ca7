/**
 * @generated SignedSource<<81271afbd19eb9a5596047c2a109f672>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentCustomFields_document$data = {
  readonly clientCompany: {
    readonly customDocFieldNames: ReadonlyArray<string | null | undefined>;
    readonly customDocFields: boolean;
  } | null | undefined;
  readonly customFieldValues: unknown;
  readonly rowId: string;
  readonly " $fragmentType": "DocumentCustomFields_document";
};
export type DocumentCustomFields_document$key = {
  readonly " $data"?: DocumentCustomFields_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentCustomFields_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentCustomFields_document",
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
      "name": "customFieldValues",
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
          "kind": "ScalarField",
          "name": "customDocFields",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "customDocFieldNames",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "aa8de51b03f3de629deaabbb273a11fb";

export default node;
