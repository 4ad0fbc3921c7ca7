/**
 * @generated SignedSource<<7e473f44021a4ef493490875c3e74b2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BankAccountsForm_connection$data = {
  readonly accounts: {
    readonly nodes: ReadonlyArray<{
      readonly derivedName: string;
      readonly moneyAccount: {
        readonly clientCompany: {
          readonly brandNameOrName: string | null | undefined;
          readonly rowId: string;
        } | null | undefined;
        readonly rowId: string;
      } | null | undefined;
      readonly rowId: string;
      readonly " $fragmentSpreads": FragmentRefs<"BankAccountSummary_account">;
    }>;
  };
  readonly " $fragmentType": "BankAccountsForm_connection";
};
export type BankAccountsForm_connection$key = {
  readonly " $data"?: BankAccountsForm_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"BankAccountsForm_connection">;
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
  "name": "BankAccountsForm_connection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Xs2AAccountConnection",
      "kind": "LinkedField",
      "name": "accounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Xs2AAccount",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "derivedName",
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
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ClientCompany",
                  "kind": "LinkedField",
                  "name": "clientCompany",
                  "plural": false,
                  "selections": [
                    (v0/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "brandNameOrName",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "BankAccountSummary_account"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Xs2AConnection",
  "abstractKey": null
};
})();

(node as any).hash = "2c3c36be6cb6f4dadd09f48152c0bb71";

export default node;
