/**
 * @generated SignedSource<<bb2699a573bbd1c92631ed8e731589c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PayActions_document$data = {
  readonly clientCompany: {
    readonly moneyAccounts: {
      readonly nodes: ReadonlyArray<{
        readonly iban: string | null | undefined;
        readonly rowId: string;
        readonly xs2AAccount: {
          readonly __typename: "Xs2AAccount";
        } | null | undefined;
      }>;
    };
    readonly sepaCreditorRowId: string | null | undefined;
  } | null | undefined;
  readonly clientCompanyRowId: string;
  readonly invoice: {
    readonly canPay: boolean;
    readonly openAmount: string | null | undefined;
    readonly partnerCompanyRowId: string | null | undefined;
    readonly payRefusal: string | null | undefined;
  } | null | undefined;
  readonly rowId: string;
  readonly type: DocumentType;
  readonly " $fragmentType": "PayActions_document";
};
export type PayActions_document$key = {
  readonly " $data"?: PayActions_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayActions_document">;
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
  "name": "PayActions_document",
  "selections": [
    (v0/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "clientCompanyRowId",
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
          "name": "sepaCreditorRowId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "condition",
              "value": {
                "active": true,
                "type": "BANK"
              }
            }
          ],
          "concreteType": "MoneyAccountConnection",
          "kind": "LinkedField",
          "name": "moneyAccounts",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "MoneyAccount",
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "iban",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Xs2AAccount",
                  "kind": "LinkedField",
                  "name": "xs2AAccount",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "__typename",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "moneyAccounts(condition:{\"active\":true,\"type\":\"BANK\"})"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "invoice",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canPay",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "payRefusal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "openAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "partnerCompanyRowId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "76fedd142243f5939a6e0cca397f15e0";

export default node;
