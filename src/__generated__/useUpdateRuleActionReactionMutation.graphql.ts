/**
 * @generated SignedSource<<e9d05dddb767d687ab208ec871bb22c8>>
 * @relayHash 356626b67d1d9d00e9d539b024be3943
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d8b305fb71e9dfa69f43b98ed7ae065bcded9a4731b1f5f73a3d684d2c2e2db2

import { ConcreteRequest } from 'relay-runtime';
export type RuleTrigger = "APPROVAL_DECIDED" | "DOCUMENT_CATEGORY_CHANGED" | "DOCUMENT_FIELDS_CHANGED" | "DOCUMENT_IMPORTED" | "PAYMENT_STATUS_CHANGED" | "SCHEDULED_DAILY" | "WORKFLOW_STEP_CHANGED" | "%future added value";
export type UpdateRuleActionReactionInput = {
  clientMutationId?: string | null | undefined;
  disabled?: boolean | null | undefined;
  ruleActionReactionRowId: string;
  ruleActionRowId: string;
  ruleReactionRowId: string;
  sortIndex?: number | null | undefined;
  trigger: RuleTrigger;
};
export type useUpdateRuleActionReactionMutation$variables = {
  input: UpdateRuleActionReactionInput;
};
export type useUpdateRuleActionReactionMutation$data = {
  readonly updateRuleActionReaction: {
    readonly result: {
      readonly disabled: boolean;
      readonly id: string;
      readonly rowId: string;
      readonly ruleActionRowId: string;
      readonly ruleReactionRowId: string;
      readonly sortIndex: number;
      readonly trigger: RuleTrigger;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateRuleActionReactionMutation = {
  response: useUpdateRuleActionReactionMutation$data;
  variables: useUpdateRuleActionReactionMutation$variables;
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
    "concreteType": "UpdateRuleActionReactionPayload",
    "kind": "LinkedField",
    "name": "updateRuleActionReaction",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RuleActionReaction",
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
            "name": "trigger",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "disabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sortIndex",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ruleActionRowId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ruleReactionRowId",
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
    "name": "useUpdateRuleActionReactionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateRuleActionReactionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d8b305fb71e9dfa69f43b98ed7ae065bcded9a4731b1f5f73a3d684d2c2e2db2",
    "metadata": {},
    "name": "useUpdateRuleActionReactionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ca58666e6d8a00c3e215649c63265208";

export default node;
