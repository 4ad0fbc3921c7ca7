/**
 * @generated SignedSource<<2e1ee19fa09316ab90133517d14548d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClientCompanyBranding = "KONTOR" | "NORDLICHT" | "STEUERWERK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UserMenuPopup_clientCompany$data = {
  readonly branding: ClientCompanyBranding | null | undefined;
  readonly currentUserCanSwitchDemoMode: boolean | null | undefined;
  readonly currentUserRoleName: string | null | undefined;
  readonly rowId: string;
  readonly " $fragmentType": "UserMenuPopup_clientCompany";
};
export type UserMenuPopup_clientCompany$key = {
  readonly " $data"?: UserMenuPopup_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenuPopup_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMenuPopup_clientCompany",
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

(node as any).hash = "b960e4f7bb8115f0a8b8786007f6fee5";

export default node;
