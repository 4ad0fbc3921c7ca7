/**
 * @generated SignedSource<<23265600791d92a2f38a94a88dbb7988>>
 * @relayHash daf1a03af61ae9a97e1377e98298ea77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eccae4bf8b1127a3526cad8cc4643aaa41c455a8d654073d3bcc6453655c4f29

import { ConcreteRequest } from 'relay-runtime';
export type MatchingCheck = "DATE" | "IBAN" | "INVOICE_DATE_IN_PURPOSE" | "NUMBER_IN_PURPOSE" | "PARTNER_NAME" | "TOTAL" | "%future added value";
export type UpdateClientCompanyConfigInput = {
  abandonedDocumentsWarning?: number | null | undefined;
  appendAuditTrail?: boolean | null | undefined;
  assignProtectedDocumentCategory?: boolean | null | undefined;
  bmdBankinfo?: boolean | null | undefined;
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
  createPartner?: boolean | null | undefined;
  createPartnerAccount?: boolean | null | undefined;
  customDocFieldNames?: ReadonlyArray<string | null | undefined> | null | undefined;
  customDocFields?: boolean | null | undefined;
  disableIncompleteExport?: boolean | null | undefined;
  disableInvoiceInternalNumberEdit?: boolean | null | undefined;
  disableReviewWorkflowManage?: boolean | null | undefined;
  disableUnverifiedIbanCheck?: boolean | null | undefined;
  disabledMatchingChecks?: ReadonlyArray<MatchingCheck | null | undefined> | null | undefined;
  ibans?: ReadonlyArray<string | null | undefined> | null | undefined;
  invoiceCostCenters?: boolean | null | undefined;
  invoiceInternalNumberCountUpMode?: boolean | null | undefined;
  paymentReminderMessage?: string | null | undefined;
  restrictBookingExport?: boolean | null | undefined;
  restrictDocumentDelete?: boolean | null | undefined;
};
export type companySettingsMutationsConfigMutation$variables = {
  input: UpdateClientCompanyConfigInput;
};
export type companySettingsMutationsConfigMutation$data = {
  readonly updateClientCompanyConfig: {
    readonly clientCompany: {
      readonly abandonedDocumentsCount: number;
      readonly abandonedDocumentsWarning: number | null | undefined;
      readonly appendAuditTrail: boolean;
      readonly assignProtectedDocumentCategory: boolean;
      readonly bmdBankinfo: boolean;
      readonly createPartner: boolean;
      readonly createPartnerAccount: boolean;
      readonly customDocFieldNames: ReadonlyArray<string | null | undefined>;
      readonly customDocFields: boolean;
      readonly disableIncompleteExport: boolean;
      readonly disableInvoiceInternalNumberEdit: boolean;
      readonly disableReviewWorkflowManage: boolean;
      readonly disableUnverifiedIbanCheck: boolean;
      readonly disabledMatchingChecks: {
        readonly nodes: ReadonlyArray<{
          readonly id: string;
          readonly name: MatchingCheck;
        }>;
      };
      readonly ibans: ReadonlyArray<string | null | undefined>;
      readonly id: string;
      readonly invoiceCostCenters: boolean;
      readonly invoiceInternalNumberCountUpMode: boolean;
      readonly paymentReminderMessage: string | null | undefined;
      readonly restrictBookingExport: boolean;
      readonly restrictDocumentDelete: boolean;
      readonly updatedAt: string;
      readonly usesInternalNumberMode: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type companySettingsMutationsConfigMutation = {
  response: companySettingsMutationsConfigMutation$data;
  variables: companySettingsMutationsConfigMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateClientCompanyConfigPayload",
    "kind": "LinkedField",
    "name": "updateClientCompanyConfig",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createPartner",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createPartnerAccount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "assignProtectedDocumentCategory",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "customDocFields",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "customDocFieldNames",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "invoiceInternalNumberCountUpMode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "usesInternalNumberMode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "disableInvoiceInternalNumberEdit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "disableReviewWorkflowManage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "restrictDocumentDelete",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "appendAuditTrail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "restrictBookingExport",
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
            "name": "bmdBankinfo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "invoiceCostCenters",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "disableUnverifiedIbanCheck",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "abandonedDocumentsWarning",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "abandonedDocumentsCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ibans",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paymentReminderMessage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompanyDisabledMatchingCheckConnection",
            "kind": "LinkedField",
            "name": "disabledMatchingChecks",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ClientCompanyDisabledMatchingCheck",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "companySettingsMutationsConfigMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "companySettingsMutationsConfigMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "eccae4bf8b1127a3526cad8cc4643aaa41c455a8d654073d3bcc6453655c4f29",
    "metadata": {},
    "name": "companySettingsMutationsConfigMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cea7008dc127e4e0e09e2ccf8b0ea05e";

export default node;
