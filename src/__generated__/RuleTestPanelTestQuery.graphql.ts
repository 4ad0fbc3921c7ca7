/**
 * @generated SignedSource<<e3bf164b133f28b2f98ea528d2338497>>
 * @relayHash a7d335991eca25c8f6bcd94a79060d01
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29700f1fd1658d2b651c75d3a4d4d71de5fd4f57af954c4f1a0d61a1dfd9ba62

import { ConcreteRequest } from 'relay-runtime';
export type RuleConditionKind = "APPROVAL" | "CATEGORY" | "CATEGORY_DOCUMENT_TYPE" | "DOCUMENT" | "IMPORT_DATE" | "INVOICE" | "MACRO" | "REAL_ESTATE_OBJECT" | "TAG" | "WORKFLOW_STEP" | "%future added value";
export type RuleTestPanelTestQuery$variables = {
  documentRowId: string;
  ruleActionRowId: string;
};
export type RuleTestPanelTestQuery$data = {
  readonly testRuleAction: {
    readonly conditions: ReadonlyArray<{
      readonly kind: RuleConditionKind;
      readonly matched: boolean;
      readonly parts: ReadonlyArray<{
        readonly actual: string | null | undefined;
        readonly code: string;
        readonly expected: string | null | undefined;
        readonly matched: boolean;
        readonly operator: string | null | undefined;
      }>;
      readonly sortIndex: number;
    }>;
    readonly matched: boolean;
  } | null | undefined;
};
export type RuleTestPanelTestQuery = {
  response: RuleTestPanelTestQuery$data;
  variables: RuleTestPanelTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "documentRowId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ruleActionRowId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matched",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "documentRowId",
        "variableName": "documentRowId"
      },
      {
        "kind": "Variable",
        "name": "ruleActionRowId",
        "variableName": "ruleActionRowId"
      }
    ],
    "concreteType": "RuleActionTestResult",
    "kind": "LinkedField",
    "name": "testRuleAction",
    "plural": false,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "RuleConditionTestResult",
        "kind": "LinkedField",
        "name": "conditions",
        "plural": true,
        "selections": [
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
            "name": "kind",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RuleConditionTestPart",
            "kind": "LinkedField",
            "name": "parts",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "operator",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "actual",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expected",
                "storageKey": null
              },
              (v2/*:: as any*/)
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RuleTestPanelTestQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RuleTestPanelTestQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "29700f1fd1658d2b651c75d3a4d4d71de5fd4f57af954c4f1a0d61a1dfd9ba62",
    "metadata": {},
    "name": "RuleTestPanelTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "976c704cbda8be3286f1e91cc49d6b0b";

export default node;
