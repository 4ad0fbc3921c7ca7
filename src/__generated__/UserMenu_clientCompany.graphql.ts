/**
 * @generated SignedSource<<06dc958ca088f28708fde68839e127be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClientCompanyBranding = "KONTOR" | "NORDLICHT" | "STEUERWERK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UserMenu_clientCompany$data = {
  readonly branding: ClientCompanyBranding | null | undefined;
  readonly currentUserCanSwitchDemoMode: boolean | null | undefined;
  readonly currentUserRoleName: string | null | undefined;
  readonly rowId: string;
  readonly " $fragmentType": "UserMenu_clientCompany";
};
export type UserMenu_clientCompany$key = {
  readonly " $data"?: UserMenu_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMenu_clientCompany",
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
      "name": "branding",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentUserRoleName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentUserCanSwitchDemoMode",
      "storageKey": null
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};

(node as any).hash = "d12beccbeb3eb9fee2c26645be90fe21";

export default node;
