/**
 * @generated SignedSource<<0f2b22ca48f5f35ba235ed3b3ba69eaf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BankAccountSummary_account$data = {
  readonly accountNumber: string | null | undefined;
  readonly derivedName: string;
  readonly holder: string | null | undefined;
  readonly iban: string | null | undefined;
  readonly isCreditCard: boolean;
  readonly rowId: string;
  readonly " $fragmentType": "BankAccountSummary_account";
};
export type BankAccountSummary_account$key = {
  readonly " $data"?: BankAccountSummary_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"BankAccountSummary_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BankAccountSummary_account",
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
      "name": "derivedName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "holder",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCreditCard",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "iban",
      "storageKey": null
    }
  ],
  "type": "Xs2AAccount",
  "abstractKey": null
};

(node as any).hash = "861e0bae219af1463c0f82b20fa4c70c";

export default node;
