/**
 * @generated SignedSource<<f3779f39a54ac5531fe2bcb87f8626b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentCategoryForm_clientCompany$data = {
  readonly generalLedgerAccounts: {
    readonly nodes: ReadonlyArray<{
      readonly disabledAt: string | null | undefined;
      readonly name: string;
      readonly number: string;
      readonly rowId: string;
    }>;
  };
  readonly " $fragmentType": "DocumentCategoryForm_clientCompany";
};
export type DocumentCategoryForm_clientCompany$key = {
  readonly " $data"?: DocumentCategoryForm_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentCategoryForm_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentCategoryForm_clientCompany",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "NUMBER_ASC"
          ]
        }
      ],
      "concreteType": "GeneralLedgerAccountConnection",
      "kind": "LinkedField",
      "name": "generalLedgerAccounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "GeneralLedgerAccount",
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
              "name": "number",
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
              "name": "disabledAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "generalLedgerAccounts(orderBy:[\"NUMBER_ASC\"])"
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};

(node as any).hash = "55ac4ead47eda0eff2371c52cd7eab20";

export default node;
