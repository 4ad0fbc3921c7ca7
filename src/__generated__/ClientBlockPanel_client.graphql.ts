/**
 * @generated SignedSource<<49723231bbec3497918a691b8801cd0c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClientCompanyBlockState = "ACTIVE" | "NONE" | "SCHEDULED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClientBlockPanel_client$data = {
  readonly blockReason: string | null | undefined;
  readonly blockStartsAt: string | null | undefined;
  readonly blockState: ClientCompanyBlockState;
  readonly currentUserCanBlock: boolean;
  readonly name: string;
  readonly rowId: string;
  readonly " $fragmentType": "ClientBlockPanel_client";
};
export type ClientBlockPanel_client$key = {
  readonly " $data"?: ClientBlockPanel_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientBlockPanel_client">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientBlockPanel_client",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "blockState",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "blockStartsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "blockReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentUserCanBlock",
      "storageKey": null
    }
  ],
  "type": "ProviderClientCompany",
  "abstractKey": null
};

(node as any).hash = "5d0af9a120e66b80201e5cdbc3ab8325";

export default node;
