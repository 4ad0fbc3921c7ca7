/**
 * @generated SignedSource<<6b4690de500e8920201839183e3a6711>>
 * @relayHash c052a6ef1905529b77327d399f6e3c8c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5221c3deaec5c808affa677beea0a9912e31a6f52da97cd6110ddbe559b747d

import { ConcreteRequest } from 'relay-runtime';
export type InvoicePaymentStatus = "NOT_PAID" | "PAID" | "%future added value";
export type RuleDocumentMacroReaction = "ARCHIVE" | "UNARCHIVE" | "%future added value";
export type RuleNotificationDestination = "EMAIL" | "IN_APP" | "WEBHOOK" | "%future added value";
export type RuleReactionKind = "APPROVAL_REQUEST" | "CANCEL_APPROVAL_REQUEST" | "INVOICE_CHANGES" | "MACRO" | "SEND_MAIL_ON_WORKFLOW_CHANGE" | "SEND_NOTIFICATION" | "TAG" | "WORKFLOW_STEP_CHANGE" | "%future added value";
export type CreateRuleReactionInput = {
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
  reaction: RuleReactionInputRecordInput;
};
export type RuleReactionInputRecordInput = {
  approverUserRowId?: string | null | undefined;
  bic?: string | null | undefined;
  blankApproverCount?: number | null | undefined;
  blankApproverType?: string | null | undefined;
  changeBic?: boolean | null | undefined;
  changeCurrency?: boolean | null | undefined;
  changeDiscountPercent?: boolean | null | undefined;
  changeDiscountUntilFromInvoiceDateInDays?: boolean | null | undefined;
  changeDueDateFromInvoiceDateInDays?: boolean | null | undefined;
  changeIban?: boolean | null | undefined;
  changePaymentStatus?: boolean | null | undefined;
  changeWorkflowStepRowId?: string | null | undefined;
  clientCompanyTagRowId?: string | null | undefined;
  controllerUserFromDocumentPartnerCompany?: boolean | null | undefined;
  currency?: string | null | undefined;
  description?: string | null | undefined;
  destination?: RuleNotificationDestination | null | undefined;
  discountPercent?: string | null | undefined;
  discountUntilFromInvoiceDateInDays?: number | null | undefined;
  dueDateFromInvoiceDateInDays?: number | null | undefined;
  iban?: string | null | undefined;
  kind?: RuleReactionKind | null | undefined;
  macro?: RuleDocumentMacroReaction | null | undefined;
  name?: string | null | undefined;
  note?: string | null | undefined;
  paymentStatus?: InvoicePaymentStatus | null | undefined;
  receiverEmail?: string | null | undefined;
  receiverUrl?: string | null | undefined;
  receiverUserRowId?: string | null | undefined;
  token?: string | null | undefined;
  userGroupRowId?: string | null | undefined;
  userRowId?: string | null | undefined;
};
export type useCreateRuleReactionMutation$variables = {
  input: CreateRuleReactionInput;
};
export type useCreateRuleReactionMutation$data = {
  readonly createRuleReaction: {
    readonly result: {
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateRuleReactionMutation = {
  response: useCreateRuleReactionMutation$data;
  variables: useCreateRuleReactionMutation$variables;
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
    "concreteType": "CreateRuleReactionPayload",
    "kind": "LinkedField",
    "name": "createRuleReaction",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RuleReaction",
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
    "name": "useCreateRuleReactionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateRuleReactionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d5221c3deaec5c808affa677beea0a9912e31a6f52da97cd6110ddbe559b747d",
    "metadata": {},
    "name": "useCreateRuleReactionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "39fe3eca266acdf2c046bb8e814000a6";

export default node;
