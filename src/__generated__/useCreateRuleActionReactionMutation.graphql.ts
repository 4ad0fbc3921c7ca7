/**
 * @generated SignedSource<<9c71ac353f0f45267fd5c57ea62830e0>>
 * @relayHash 3110329d2ac27c1020207b1963d5bc8b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0de23f42fa099c2c771abb7b6cc8fc6bb39e63a3cd7d0cf23379a4c72daace7

import { ConcreteRequest } from 'relay-runtime';
export type RuleTrigger = "APPROVAL_DECIDED" | "DOCUMENT_CATEGORY_CHANGED" | "DOCUMENT_FIELDS_CHANGED" | "DOCUMENT_IMPORTED" | "PAYMENT_STATUS_CHANGED" | "SCHEDULED_DAILY" | "WORKFLOW_STEP_CHANGED" | "%future added value";
export type CreateRuleActionReactionInput = {
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
  disabled?: boolean | null | undefined;
  ruleActionRowId: string;
  ruleReactionRowId: string;
  sortIndex?: number | null | undefined;
  trigger: RuleTrigger;
};
export type useCreateRuleActionReactionMutation$variables = {
  input: CreateRuleActionReactionInput;
};
export type useCreateRuleActionReactionMutation$data = {
  readonly createRuleActionReaction: {
    readonly result: {
      readonly id: string;
      readonly rowId: string;
      readonly trigger: RuleTrigger;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateRuleActionReactionMutation = {
  response: useCreateRuleActionReactionMutation$data;
  variables: useCreateRuleActionReactionMutation$variables;
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
    "concreteType": "CreateRuleActionReactionPayload",
    "kind": "LinkedField",
    "name": "createRuleActionReaction",
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
    "name": "useCreateRuleActionReactionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateRuleActionReactionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d0de23f42fa099c2c771abb7b6cc8fc6bb39e63a3cd7d0cf23379a4c72daace7",
    "metadata": {},
    "name": "useCreateRuleActionReactionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cdd3a84eae2399c51fa16e5770ca1818";

export default node;
