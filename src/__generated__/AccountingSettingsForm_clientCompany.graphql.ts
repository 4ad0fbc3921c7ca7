/**
 * @generated SignedSource<<b218ea38b80f674a1b62df776712ef0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountingSettingsForm_clientCompany$data = {
  readonly accountingSystem: string | null | undefined;
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
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};

(node as any).hash = "3450fe37397435c42d6055851978fb3f";

export default node;
