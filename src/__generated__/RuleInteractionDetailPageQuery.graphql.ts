/**
 * @generated SignedSource<<ac13de9c3e48499567e3bccaba1236de>>
 * @relayHash 4a4d9b95c46cdc42e82470f37884b4af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbe5ad963f674099bf192c597b6c97a5464cff8a35b429811244629d89409232

import { ConcreteRequest } from 'relay-runtime';
export type RuleRunState = "ERRORED" | "NO_MATCH" | "PENDING" | "SUCCESS" | "%future added value";
export type RuleTrigger = "APPROVAL_DECIDED" | "DOCUMENT_CATEGORY_CHANGED" | "DOCUMENT_FIELDS_CHANGED" | "DOCUMENT_IMPORTED" | "PAYMENT_STATUS_CHANGED" | "SCHEDULED_DAILY" | "WORKFLOW_STEP_CHANGED" | "%future added value";
export type RuleInteractionDetailPageQuery$variables = {
  clientCompanyRowId: string;
  ruleActionReactionRowId: string;
};
export type RuleInteractionDetailPageQuery$data = {
  readonly clientCompany: {
    readonly currentUserHasAdminAccess: boolean | null | undefined;
    readonly featureFlags: {
      readonly rules: boolean | null | undefined;
    } | null | undefined;
    readonly rowId: string;
    readonly ruleActionsList: {
      readonly nodes: ReadonlyArray<{
        readonly name: string;
        readonly rowId: string;
      }>;
    };
    readonly ruleReactionsList: {
      readonly nodes: ReadonlyArray<{
        readonly name: string;
        readonly rowId: string;
      }>;
    };
  } | null | undefined;
  readonly ruleActionReaction: {
    readonly action: {
      readonly name: string;
    } | null | undefined;
    readonly clientCompanyRowId: string;
    readonly disabled: boolean;
    readonly id: string;
    readonly lastRuns: {
      readonly nodes: ReadonlyArray<{
        readonly createdAt: string;
        readonly depth: number;
        readonly document: {
          readonly rowId: string;
          readonly title: string | null | undefined;
        } | null | undefined;
        readonly id: string;
        readonly message: string | null | undefined;
        readonly state: RuleRunState;
        readonly trigger: RuleTrigger;
      }>;
    };
    readonly reaction: {
      readonly name: string;
    } | null | undefined;
    readonly rowId: string;
    readonly ruleActionRowId: string;
    readonly ruleReactionRowId: string;
    readonly sortIndex: number;
    readonly trigger: RuleTrigger;
  } | null | undefined;
};
export type RuleInteractionDetailPageQuery = {
  response: RuleInteractionDetailPageQuery$data;
  variables: RuleInteractionDetailPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyRowId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ruleActionReactionRowId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "clientCompanyRowId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasAdminAccess",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "ClientCompanyFeatureFlag",
  "kind": "LinkedField",
  "name": "featureFlags",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rules",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 500
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = [
  (v2/*:: as any*/),
  (v6/*:: as any*/)
],
v8 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "ruleActionReactionRowId"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientCompanyRowId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ruleActionRowId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ruleReactionRowId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trigger",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disabled",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sortIndex",
  "storageKey": null
},
v16 = [
  (v6/*:: as any*/)
],
v17 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "depth",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v23 = [
  (v2/*:: as any*/),
  (v6/*:: as any*/),
  (v9/*:: as any*/)
],
v24 = [
  (v6/*:: as any*/),
  (v9/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RuleInteractionDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "RuleActionConnection",
            "kind": "LinkedField",
            "name": "ruleActionsList",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RuleAction",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": "ruleActionsList(first:500)"
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "RuleReactionConnection",
            "kind": "LinkedField",
            "name": "ruleReactionsList",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RuleReaction",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": "ruleReactionsList(first:500)"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "RuleActionReaction",
        "kind": "LinkedField",
        "name": "ruleActionReaction",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          (v2/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RuleAction",
            "kind": "LinkedField",
            "name": "action",
            "plural": false,
            "selections": (v16/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RuleReaction",
            "kind": "LinkedField",
            "name": "reaction",
            "plural": false,
            "selections": (v16/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v17/*:: as any*/),
            "concreteType": "RuleRunConnection",
            "kind": "LinkedField",
            "name": "lastRuns",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RuleRun",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  (v18/*:: as any*/),
                  (v13/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Document",
                    "kind": "LinkedField",
                    "name": "document",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v22/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "lastRuns(first:10)"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RuleInteractionDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "RuleActionConnection",
            "kind": "LinkedField",
            "name": "ruleActionsList",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RuleAction",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": (v23/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": "ruleActionsList(first:500)"
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "RuleReactionConnection",
            "kind": "LinkedField",
            "name": "ruleReactionsList",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RuleReaction",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": (v23/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": "ruleReactionsList(first:500)"
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "RuleActionReaction",
        "kind": "LinkedField",
        "name": "ruleActionReaction",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          (v2/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RuleAction",
            "kind": "LinkedField",
            "name": "action",
            "plural": false,
            "selections": (v24/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RuleReaction",
            "kind": "LinkedField",
            "name": "reaction",
            "plural": false,
            "selections": (v24/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v17/*:: as any*/),
            "concreteType": "RuleRunConnection",
            "kind": "LinkedField",
            "name": "lastRuns",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RuleRun",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  (v18/*:: as any*/),
                  (v13/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Document",
                    "kind": "LinkedField",
                    "name": "document",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v22/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "lastRuns(first:10)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "dbe5ad963f674099bf192c597b6c97a5464cff8a35b429811244629d89409232",
    "metadata": {},
    "name": "RuleInteractionDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "550f24546c5c808c1a3999eb90d82ca9";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
