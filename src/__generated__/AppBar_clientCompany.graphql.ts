/**
 * @generated SignedSource<<81034ecdbea2b91b5fec76522d1e7676>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClientCompanyBranding = "KONTOR" | "NORDLICHT" | "STEUERWERK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AppBar_clientCompany$data = {
  readonly brandNameOrName: string | null | undefined;
  readonly branding: ClientCompanyBranding | null | undefined;
  readonly companyRowId: string | null | undefined;
  readonly currentUserFaktooraConfig: {
    readonly token: string | null | undefined;
  } | null | undefined;
  readonly currentUserHasAccountingAccess: boolean | null | undefined;
  readonly currentUserHasAdminAccess: boolean | null | undefined;
  readonly currentUserHasBankingAccess: boolean | null | undefined;
  readonly currentUserHasDocumentsManageAccess: boolean | null | undefined;
  readonly featureFlags: {
    readonly appBarQuickActions: boolean | null | undefined;
    readonly documentsWorkflowView: boolean | null | undefined;
    readonly faktooraIframe: boolean | null | undefined;
    readonly wizardWorkflowAndApprovals: boolean | null | undefined;
  } | null | undefined;
  readonly hasAccountingSystem: boolean | null | undefined;
  readonly rowId: string;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentsMenu_clientCompany" | "UserMenu_clientCompany">;
  readonly " $fragmentType": "AppBar_clientCompany";
};
export type AppBar_clientCompany$key = {
  readonly " $data"?: AppBar_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppBar_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppBar_clientCompany",
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
      "name": "companyRowId",
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
      "name": "branding",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasAccountingSystem",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentUserHasAdminAccess",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentUserHasAccountingAccess",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentUserHasDocumentsManageAccess",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentUserHasBankingAccess",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientCompanyFeatureFlag",
      "kind": "LinkedField",
      "name": "featureFlags",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentsWorkflowView",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "appBarQuickActions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "wizardWorkflowAndApprovals",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "faktooraIframe",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FaktooraConfig",
      "kind": "LinkedField",
      "name": "currentUserFaktooraConfig",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "token",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentsMenu_clientCompany"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserMenu_clientCompany"
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};

(node as any).hash = "9c5f49e4b453c577ee7e0db5e014896e";

export default node;
