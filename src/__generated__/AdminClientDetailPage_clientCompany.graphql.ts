/**
 * @generated SignedSource<<88daea1da5c3171533ab875913471ab5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClientCompanyBranding = "KONTOR" | "NORDLICHT" | "STEUERWERK" | "%future added value";
export type ClientCompanyStatus = "ACTIVE" | "DEMO" | "INACTIVE" | "TRIAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminClientDetailPage_clientCompany$data = {
  readonly accountingCompanyClientCompanyRowId: string | null | undefined;
  readonly accountingSystem: string | null | undefined;
  readonly accountingSystemClientNo: string | null | undefined;
  readonly billedClientCompanyRowId: string | null | undefined;
  readonly brandName: string | null | undefined;
  readonly branding: ClientCompanyBranding | null | undefined;
  readonly contractExpiryNotificationEmail: string | null | undefined;
  readonly contractNote: string | null | undefined;
  readonly contractStartDate: string | null | undefined;
  readonly language: string;
  readonly legalCompanyRowId: string;
  readonly licensedBanks: number | null | undefined;
  readonly licensedDocuments: number | null | undefined;
  readonly licensedUsers: number | null | undefined;
  readonly name: string;
  readonly rowId: string;
  readonly status: ClientCompanyStatus;
  readonly " $fragmentType": "AdminClientDetailPage_clientCompany";
};
export type AdminClientDetailPage_clientCompany$key = {
  readonly " $data"?: AdminClientDetailPage_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminClientDetailPage_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminClientDetailPage_clientCompany",
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
      "name": "legalCompanyRowId",
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
      "name": "brandName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
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
      "name": "accountingCompanyClientCompanyRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billedClientCompanyRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountingSystem",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountingSystemClientNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractStartDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "licensedDocuments",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "licensedUsers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "licensedBanks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractExpiryNotificationEmail",
      "storageKey": null
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};

(node as any).hash = "fd6cc390241767eb2f9df1ca1e96bd16";

export default node;
