/**
 * @generated SignedSource<<1bf38736aa7e8f75aa2691d0e29ed951>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountingSettingsForm_clientCompany$data = {
  readonly accountingSystem: string | null | undefined;
  readonly accountingSystemClientNo: string | null | undefined;
  readonly bmdBankinfo: boolean;
  readonly currentUserHasAccountingAccess: boolean | null | undefined;
  readonly datevConsultantNumber: number | null | undefined;
  readonly fiscalYearStartMonth: number;
  readonly generalLedgerAccountLength: number;
  readonly rowId: string;
  readonly " $fragmentType": "AccountingSettingsForm_clientCompany";
};
export type AccountingSettingsForm_clientCompany$key = {
  readonly " $data"?: AccountingSettingsForm_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountingSettingsForm_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountingSettingsForm_clientCompany",
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
      "name": "currentUserHasAccountingAccess",
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
      "name": "datevConsultantNumber",
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
      "name": "generalLedgerAccountLength",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fiscalYearStartMonth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bmdBankinfo",
      "storageKey": null
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};

(node as any).hash = "3ec8d2f0e9fa93fd76f2d95c4d11a41d";

export default node;
