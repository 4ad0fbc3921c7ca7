/**
 * @generated SignedSource<<152586f95db7d63a56c48f86c059dd59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GeneralLedgerAccountSelect_clientCompany$data = {
  readonly generalLedgerAccounts: {
    readonly nodes: ReadonlyArray<{
      readonly disabledAt: string | null | undefined;
      readonly name: string;
      readonly number: string;
      readonly rowId: string;
    }>;
  };
  readonly " $fragmentType": "GeneralLedgerAccountSelect_clientCompany";
};
export type GeneralLedgerAccountSelect_clientCompany$key = {
  readonly " $data"?: GeneralLedgerAccountSelect_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"GeneralLedgerAccountSelect_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GeneralLedgerAccountSelect_clientCompany",
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

(node as any).hash = "6b5e8a8cd90e1004b2a3a492f09bdb3a";

export default node;
