/**
 * @generated SignedSource<<5e4bc0a259e18cebdc449628ffb91f48>>
 * @relayHash 7ded3a43d833811cdde0b9e461fa1e48
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec1518ee9da785fcf50a84038029d3135c0356b7f51291a4e459752e927026eb

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateCompanyAccountingSettingsInput = {
  accountingSystem: string;
  accountingSystemClientNo: string;
  bmdBankinfo?: boolean | null | undefined;
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
  datevConsultantNumber: number;
  fiscalYearStartMonth: number;
  generalLedgerAccountLength: number;
};
export type AccountingSettingsFormMutation$variables = {
  input: UpdateCompanyAccountingSettingsInput;
};
export type AccountingSettingsFormMutation$data = {
  readonly updateCompanyAccountingSettings: {
    readonly clientCompany: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AccountingSettingsForm_clientCompany" | "ExportDialog_clientCompany">;
    } | null | undefined;
  } | null | undefined;
};
export type AccountingSettingsFormMutation = {
  response: AccountingSettingsFormMutation$data;
  variables: AccountingSettingsFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountingSettingsFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateCompanyAccountingSettingsPayload",
        "kind": "LinkedField",
        "name": "updateCompanyAccountingSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompany",
            "kind": "LinkedField",
            "name": "clientCompany",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AccountingSettingsForm_clientCompany"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ExportDialog_clientCompany"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountingSettingsFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateCompanyAccountingSettingsPayload",
        "kind": "LinkedField",
        "name": "updateCompanyAccountingSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompany",
            "kind": "LinkedField",
            "name": "clientCompany",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "disableIncompleteExport",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currentUserCanExportBookings",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ec1518ee9da785fcf50a84038029d3135c0356b7f51291a4e459752e927026eb",
    "metadata": {},
    "name": "AccountingSettingsFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2cbcbcfc0108b2da73c377e6c033202c";

export default node;
