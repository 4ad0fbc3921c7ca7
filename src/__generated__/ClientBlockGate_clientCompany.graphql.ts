/**
 * @generated SignedSource<<179213da964d10e2e33e8c8947129bbc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClientBlockGate_clientCompany$data = {
  readonly brandNameOrName: string | null | undefined;
  readonly clientCompanyBlock: {
    readonly active: boolean | null | undefined;
    readonly reason: string;
    readonly startsAt: string;
  } | null | undefined;
  readonly currentUserHasVerifyingAccess: boolean | null | undefined;
  readonly rowId: string;
  readonly " $fragmentType": "ClientBlockGate_clientCompany";
};
export type ClientBlockGate_clientCompany$key = {
  readonly " $data"?: ClientBlockGate_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientBlockGate_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientBlockGate_clientCompany",
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
      "name": "brandNameOrName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentUserHasVerifyingAccess",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientCompanyBlock",
      "kind": "LinkedField",
      "name": "clientCompanyBlock",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startsAt",
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
          "name": "active",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};

(node as any).hash = "5e4df402330e1763cb35d669488af38f";

export default node;
