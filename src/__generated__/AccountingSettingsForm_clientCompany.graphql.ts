/**
 * @generated SignedSource<<c26f380d4d24e3c66dae1c6424154f9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountingSettingsForm_clientCompany$data = {
  readonly accountingSystem: string | null | undefined;
  readonly bmdBankinfo: boolean;
  readonly currentUserHasAccountingAccess: boolean | null | undefined;
  readonly datevClientNumber: number | null | undefined;
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
      "name": "datevClientNumber",
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

(node as any).hash = "e875585a89268786f949e91df85c526b";

export default node;
