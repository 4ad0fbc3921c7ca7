/**
 * @generated SignedSource<<86aa37c2ecade0c66e42b4bfbf7e5ac5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TransactionSuggestions_query$data = {
  readonly transactionSuggestions: {
    readonly nodes: ReadonlyArray<{
      readonly allocations: unknown;
      readonly checks: unknown;
      readonly dismissedAt: string | null | undefined;
      readonly documentIds: ReadonlyArray<string | null | undefined>;
      readonly id: string;
      readonly reason: string;
      readonly rowId: string;
      readonly score: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "TransactionSuggestions_query";
};
export type TransactionSuggestions_query$key = {
  readonly " $data"?: TransactionSuggestions_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransactionSuggestions_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "moneyTransactionRowId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "TransactionSuggestions_query",
  "selections": [
    {
      "alias": "transactionSuggestions",
      "args": [
        {
          "fields": [
            {
              "kind": "Variable",
              "name": "moneyTransactionRowId",
              "variableName": "moneyTransactionRowId"
            }
          ],
          "kind": "ObjectValue",
          "name": "condition"
        },
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "RANK_ASC"
          ]
        }
      ],
      "concreteType": "MoneyTransactionSuggestionConnection",
      "kind": "LinkedField",
      "name": "moneyTransactionSuggestions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MoneyTransactionSuggestion",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
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
              "name": "score",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reason",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "allocations",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "checks",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "dismissedAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "documentIds",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "c1f9e17839b4930cdc34ef264d114ca8";

export default node;
