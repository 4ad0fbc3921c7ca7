/**
 * @generated SignedSource<<247b86392820aaaa7d1a969f5ca06421>>
 * @relayHash ccba0e4c308d5b13b38b8b8bd99b3a12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f6d2b1b1e251b7337f4d8fe86be102676490ef8f58155e24d112c1fa5b26f30b

import { ConcreteRequest } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
export type InvoicePaymentStatus = "NOT_PAID" | "PAID" | "%future added value";
export type RuleComparison = "EQUAL" | "GREATER_THAN" | "GREATER_THAN_OR_EQUAL" | "LESS_THAN" | "LESS_THAN_OR_EQUAL" | "NOT_EQUAL" | "%future added value";
export type RuleConditionKind = "APPROVAL" | "CATEGORY" | "CATEGORY_DOCUMENT_TYPE" | "DOCUMENT" | "IMPORT_DATE" | "INVOICE" | "MACRO" | "REAL_ESTATE_OBJECT" | "TAG" | "WORKFLOW_STEP" | "%future added value";
export type RuleDocumentMacroCondition = "ARCHIVED" | "CREDIT_MEMO" | "E_INVOICE" | "NEEDS_MANUAL_REVIEW" | "OVERDUE" | "%future added value";
export type RuleEquality = "EQUAL" | "NOT_EQUAL" | "%future added value";
export type RuleInvoiceCompletenessLevel = "COMPLETE" | "INCOMPLETE" | "%future added value";
export type CreateRuleActionInput = {
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
  conditions?: ReadonlyArray<RuleConditionInputRecordInput | null | undefined> | null | undefined;
  description?: string | null | undefined;
  name: string;
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
export type useCreateRuleActionMutation$variables = {
  input: CreateRuleActionInput;
};
export type useCreateRuleActionMutation$data = {
  readonly createRuleAction: {
    readonly result: {
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateRuleActionMutation = {
  response: useCreateRuleActionMutation$data;
  variables: useCreateRuleActionMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CreateRuleActionPayload",
    "kind": "LinkedField",
    "name": "createRuleAction",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
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
    "name": "useCreateRuleActionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateRuleActionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f6d2b1b1e251b7337f4d8fe86be102676490ef8f58155e24d112c1fa5b26f30b",
    "metadata": {},
    "name": "useCreateRuleActionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c6faf8220fee49d3af5057ea283283b2";

export default node;
