/**
 * @generated SignedSource<<8380a9d783a9b9a593f1e27c7008cbb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyPicker_currentUser$data = {
  readonly clientCompanyUsers: {
    readonly totalCount: number;
  };
  readonly isSuperAdmin: boolean | null | undefined;
  readonly rowId: string;
  readonly " $fragmentType": "CompanyPicker_currentUser";
};
export type CompanyPicker_currentUser$key = {
  readonly " $data"?: CompanyPicker_currentUser$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyPicker_currentUser">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyPicker_currentUser",
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
      "name": "isSuperAdmin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientCompanyUserConnection",
      "kind": "LinkedField",
      "name": "clientCompanyUsers",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "ed82fdc08f44ea6f602f3161e8485c7e";

export default node;
