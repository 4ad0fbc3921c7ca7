/**
 * @generated SignedSource<<942f3dd335c693c6ce4c790c4653ef3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserMenu_currentUser$data = {
  readonly firstName: string;
  readonly fullName: string | null | undefined;
  readonly isStandard: boolean | null | undefined;
  readonly isSuperAdmin: boolean | null | undefined;
  readonly lastName: string | null | undefined;
  readonly rowId: string;
  readonly " $fragmentType": "UserMenu_currentUser";
};
export type UserMenu_currentUser$key = {
  readonly " $data"?: UserMenu_currentUser$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_currentUser">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMenu_currentUser",
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
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isStandard",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSuperAdmin",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "8a7131b0eff06d5f761b452ba00187d2";

export default node;
