/**
 * @generated SignedSource<<6074b466739ae7b80f3ebc3e10575a3c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LedgerAccountSelect_clientCompany$data = {
  readonly generalLedgerAccounts: {
    readonly nodes: ReadonlyArray<{
      readonly disabledAt: string | null | undefined;
      readonly name: string;
      readonly number: string;
      readonly rowId: string;
    }>;
  };
  readonly " $fragmentType": "LedgerAccountSelect_clientCompany";
};
export type LedgerAccountSelect_clientCompany$key = {
  readonly " $data"?: LedgerAccountSelect_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"LedgerAccountSelect_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LedgerAccountSelect_clientCompany",
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

(node as any).hash = "f6004b7457130cb6f24599d570c0cdf8";

export default node;
