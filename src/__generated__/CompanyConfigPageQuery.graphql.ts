/**
 * @generated SignedSource<<c90a91ace7d1a67278da294f88d80ca2>>
 * @relayHash 76e6d884f1aa76017e98bcd1e070703b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae40cf058c3deec6450b40b12911644c3679d281a6bd88881bd41cc358080a0a

import { ConcreteRequest } from 'relay-runtime';
export type MatchingCheck = "DATE" | "IBAN" | "INVOICE_DATE_IN_PURPOSE" | "NUMBER_IN_PURPOSE" | "PARTNER_NAME" | "TOTAL" | "%future added value";
export type CompanyConfigPageQuery$variables = {
  clientCompanyRowId: string;
};
export type CompanyConfigPageQuery$data = {
  readonly clientCompany: {
    readonly abandonedDocumentsWarning: number | null | undefined;
    readonly appendAuditTrail: boolean;
    readonly assignProtectedDocumentCategory: boolean;
    readonly bmdBankinfo: boolean;
    readonly createPartner: boolean;
    readonly createPartnerAccount: boolean;
    readonly currentUserHasAdminAccess: boolean | null | undefined;
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
    readonly rowId: string;
  } | null | undefined;
};
export type CompanyConfigPageQuery = {
  response: CompanyConfigPageQuery$data;
  variables: CompanyConfigPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyRowId"
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
        "name": "rowId",
        "variableName": "clientCompanyRowId"
      }
    ],
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
        "name": "rowId",
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
    "name": "CompanyConfigPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CompanyConfigPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "ae40cf058c3deec6450b40b12911644c3679d281a6bd88881bd41cc358080a0a",
    "metadata": {},
    "name": "CompanyConfigPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2e905f663592cf8924f7f92420caa491";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
