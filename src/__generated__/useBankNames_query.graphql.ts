/**
 * @generated SignedSource<<131674c14446bee916c4eb10513f24c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useBankNames_query$data = {
  readonly banks: {
    readonly nodes: ReadonlyArray<{
      readonly bic: string;
      readonly brandName: string | null | undefined;
      readonly legalName: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "useBankNames_query";
};
export type useBankNames_query$key = {
  readonly " $data"?: useBankNames_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"useBankNames_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useBankNames_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "BIC_ASC"
          ]
        }
      ],
      "concreteType": "BankConnection",
      "kind": "LinkedField",
      "name": "banks",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Bank",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "bic",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "legalName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "brandName",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "banks(orderBy:[\"BIC_ASC\"])"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "bd2888d4f1dcc75a009d74cff42f8876";

export default node;
