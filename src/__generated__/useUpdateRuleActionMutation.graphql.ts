/**
 * @generated SignedSource<<0ddc8bcf47cb485c061888825d2d5b27>>
 * @relayHash c6f81bc0dd5dafba68e3d34d35271ee6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 22df67a9fd0516187be12c554a48efbc5848e92dbb8bff659e6e3156c126dc9c

import { ConcreteRequest } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
export type InvoicePaymentStatus = "NOT_PAID" | "PAID" | "%future added value";
export type RuleComparison = "EQUAL" | "GREATER_THAN" | "GREATER_THAN_OR_EQUAL" | "LESS_THAN" | "LESS_THAN_OR_EQUAL" | "NOT_EQUAL" | "%future added value";
export type RuleConditionKind = "APPROVAL" | "CATEGORY" | "CATEGORY_DOCUMENT_TYPE" | "DOCUMENT" | "IMPORT_DATE" | "INVOICE" | "MACRO" | "REAL_ESTATE_OBJECT" | "TAG" | "WORKFLOW_STEP" | "%future added value";
export type RuleDocumentMacroCondition = "ARCHIVED" | "CREDIT_MEMO" | "E_INVOICE" | "NEEDS_MANUAL_REVIEW" | "OVERDUE" | "%future added value";
export type RuleEquality = "EQUAL" | "NOT_EQUAL" | "%future added value";
export type RuleInvoiceCompletenessLevel = "COMPLETE" | "INCOMPLETE" | "%future added value";
export type UpdateRuleActionInput = {
  clientMutationId?: string | null | undefined;
  conditions?: ReadonlyArray<RuleConditionInputRecordInput | null | undefined> | null | undefined;
  description?: string | null | undefined;
  name: string;
  ruleActionRowId: string;
};
export type RuleConditionInputRecordInput = {
  approved?: boolean | null | undefined;
  approverUserRowId?: string | null | undefined;
  blankApproverType?: string | null | undefined;
  clientCompanyTagRowId?: string | null | undefined;
  clientCompanyTagRowIdEquality?: RuleEquality | null | undefined;
  completenessLevel?: RuleInvoiceCompletenessLevel | null | undefined;
  completenessLevelEquality?: RuleEquality | null | undefined;
  costCenterRowId?: string | null | undefined;
  costCenterRowIdEquality?: RuleEquality | null | undefined;
  costUnitRowId?: string | null | undefined;
  costUnitRowIdEquality?: RuleEquality | null | undefined;
  documentCategoryRowId?: string | null | undefined;
  documentCategoryRowIdEquality?: RuleEquality | null | undefined;
  documentRealEstateObjectInstanceRowIdEquality?: RuleEquality | null | undefined;
  documentType?: DocumentType | null | undefined;
  documentTypeEquality?: RuleEquality | null | undefined;
  documentWorkflowStepRowId?: string | null | undefined;
  documentWorkflowStepRowIdEquality?: RuleEquality | null | undefined;
  hasControllerUserOnDocumentPartnerCompany?: boolean | null | undefined;
  importDate?: string | null | undefined;
  importDateComparison?: RuleComparison | null | undefined;
  invoiceDate?: string | null | undefined;
  invoiceDateComparison?: RuleComparison | null | undefined;
  kind?: RuleConditionKind | null | undefined;
  macro?: RuleDocumentMacroCondition | null | undefined;
  macroEquality?: RuleEquality | null | undefined;
  partnerCompanyRowId?: string | null | undefined;
  partnerCompanyRowIdEquality?: RuleEquality | null | undefined;
  paymentStatus?: InvoicePaymentStatus | null | undefined;
  realEstateObjectRowId?: string | null | undefined;
  total?: string | null | undefined;
  totalComparison?: RuleComparison | null | undefined;
};
export type useUpdateRuleActionMutation$variables = {
  input: UpdateRuleActionInput;
};
export type useUpdateRuleActionMutation$data = {
  readonly updateRuleAction: {
    readonly result: {
      readonly conditionsList: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly description: string | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
      readonly updatedAt: string;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateRuleActionMutation = {
  response: useUpdateRuleActionMutation$data;
  variables: useUpdateRuleActionMutation$variables;
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
    "concreteType": "UpdateRuleActionPayload",
    "kind": "LinkedField",
    "name": "updateRuleAction",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RuleAction",
        "kind": "LinkedField",
        "name": "result",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RuleCondition",
            "kind": "LinkedField",
            "name": "conditionsList",
            "plural": true,
            "selections": [
              (v1/*:: as any*/)
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
    "name": "useUpdateRuleActionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateRuleActionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "22df67a9fd0516187be12c554a48efbc5848e92dbb8bff659e6e3156c126dc9c",
    "metadata": {},
    "name": "useUpdateRuleActionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "35103044007feb16048031dd1abda4d5";

export default node;
