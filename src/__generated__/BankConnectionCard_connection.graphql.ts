/**
 * @generated SignedSource<<eb32c675dd809b567b6c0d1543601314>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BankConnectionCard_connection$data = {
  readonly bankBic: string | null | undefined;
  readonly bankName: string;
  readonly lastSynced: string | null | undefined;
  readonly syncActive: boolean;
  readonly syncMessage: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"BankAccountsForm_connection">;
  readonly " $fragmentType": "BankConnectionCard_connection";
};
export type BankConnectionCard_connection$key = {
  readonly " $data"?: BankConnectionCard_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"BankConnectionCard_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BankConnectionCard_connection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bankName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bankBic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "syncActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "syncMessage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSynced",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BankAccountsForm_connection"
    }
  ],
  "type": "Xs2AConnection",
  "abstractKey": null
};

(node as any).hash = "9c406d780fa6d99e758e963ec97115fd";

export default node;
