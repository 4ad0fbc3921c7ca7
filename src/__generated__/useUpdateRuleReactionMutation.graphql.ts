/**
 * @generated SignedSource<<711037c254bede0c8dea219ece30d164>>
 * @relayHash 0df736901f4b1cde00ef6df6e8523222
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e2001d25344071fa388f1015b8a4f0e19e1ab0ee16d31114ea5ea9b1fd7dcd45

import { ConcreteRequest } from 'relay-runtime';
export type InvoicePaymentStatus = "NOT_PAID" | "PAID" | "%future added value";
export type RuleDocumentMacroReaction = "ARCHIVE" | "UNARCHIVE" | "%future added value";
export type RuleNotificationDestination = "EMAIL" | "IN_APP" | "WEBHOOK" | "%future added value";
export type RuleReactionKind = "APPROVAL_REQUEST" | "CANCEL_APPROVAL_REQUEST" | "INVOICE_CHANGES" | "MACRO" | "SEND_MAIL_ON_WORKFLOW_CHANGE" | "SEND_NOTIFICATION" | "TAG" | "WORKFLOW_STEP_CHANGE" | "%future added value";
export type UpdateRuleReactionInput = {
  clientMutationId?: string | null | undefined;
  reaction: RuleReactionInputRecordInput;
  ruleReactionRowId: string;
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
export type useUpdateRuleReactionMutation$variables = {
  input: UpdateRuleReactionInput;
};
export type useUpdateRuleReactionMutation$data = {
  readonly updateRuleReaction: {
    readonly result: {
      readonly hasToken: boolean;
      readonly id: string;
      readonly kind: RuleReactionKind;
      readonly name: string;
      readonly rowId: string;
      readonly updatedAt: string;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateRuleReactionMutation = {
  response: useUpdateRuleReactionMutation$data;
  variables: useUpdateRuleReactionMutation$variables;
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
    "concreteType": "UpdateRuleReactionPayload",
    "kind": "LinkedField",
    "name": "updateRuleReaction",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasToken",
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
    "name": "useUpdateRuleReactionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateRuleReactionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e2001d25344071fa388f1015b8a4f0e19e1ab0ee16d31114ea5ea9b1fd7dcd45",
    "metadata": {},
    "name": "useUpdateRuleReactionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f32bf7c76e9e407e82525372838f734a";

export default node;
