/**
 * @generated SignedSource<<921b5b16a86bc502a991a1c3f904af3e>>
 * @relayHash c1f5104ffa9d646f8022a0157396a066
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 961de3681930d9f2b98846b974b6a472ba50050ba4d401fc1a3e9cf56907a96e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateCompanyAccountingSettingsInput = {
  accountingSystem: string;
  bmdBankinfo?: boolean | null | undefined;
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
  datevClientNumber: number;
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
    "id": "961de3681930d9f2b98846b974b6a472ba50050ba4d401fc1a3e9cf56907a96e",
    "metadata": {},
    "name": "AccountingSettingsFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2cbcbcfc0108b2da73c377e6c033202c";

export default node;
