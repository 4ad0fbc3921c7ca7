/**
 * @generated SignedSource<<767701086b5fdc04477b211a313793fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserMenuPopup_currentUser$data = {
  readonly isStandard: boolean | null | undefined;
  readonly isSuperAdmin: boolean | null | undefined;
  readonly rowId: string;
  readonly " $fragmentType": "UserMenuPopup_currentUser";
};
export type UserMenuPopup_currentUser$key = {
  readonly " $data"?: UserMenuPopup_currentUser$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenuPopup_currentUser">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMenuPopup_currentUser",
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

(node as any).hash = "85f821e4b7c553a6c3497f97a5b56d28";

export default node;
