/**
 * @generated SignedSource<<9d4d1a19d36b32a5b9b395070f139126>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MoneyTransactionLinkSource = "AUTO" | "END_TO_END_ID" | "MANUAL" | "SUGGESTION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MoneyTransactionLinks_links$data = ReadonlyArray<{
  readonly amount: string;
  readonly moneyTransaction: {
    readonly amount: string;
    readonly bookingDate: string;
    readonly counterpartyName: string | null | undefined;
    readonly currency: string;
    readonly moneyAccount: {
      readonly name: string;
    } | null | undefined;
    readonly purpose: string;
    readonly rowId: string;
  } | null | undefined;
  readonly rowId: string;
  readonly source: MoneyTransactionLinkSource;
  readonly " $fragmentType": "MoneyTransactionLinks_links";
}>;
export type MoneyTransactionLinks_links$key = ReadonlyArray<{
  readonly " $data"?: MoneyTransactionLinks_links$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoneyTransactionLinks_links">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MoneyTransactionLinks_links",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "concreteType": "MoneyTransaction",
      "kind": "LinkedField",
      "name": "moneyTransaction",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bookingDate",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "purpose",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "counterpartyName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MoneyAccount",
          "kind": "LinkedField",
          "name": "moneyAccount",
          "plural": false,
          "selections": [
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
  "type": "MoneyTransactionDocument",
  "abstractKey": null
};
})();

(node as any).hash = "e6bbc48af055a13e38bd271e9f36c5e6";

export default node;
