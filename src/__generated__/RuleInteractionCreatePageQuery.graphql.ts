/**
 * @generated SignedSource<<3ce5f87b2aa5a1aee7caa17d3caa1738>>
 * @relayHash 785826cf6d2c8c04513bb9e09a52627d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b88c60b2627e4f3e75f77d177fa58f160f268678eef16c4fd56a275787fda2b9

import { ConcreteRequest } from 'relay-runtime';
export type RuleInteractionCreatePageQuery$variables = {
  clientCompanyRowId: string;
};
export type RuleInteractionCreatePageQuery$data = {
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
};
export type RuleInteractionCreatePageQuery = {
  response: RuleInteractionCreatePageQuery$data;
  variables: RuleInteractionCreatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyRowId"
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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = [
  (v2/*:: as any*/),
  (v6/*:: as any*/),
  (v8/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RuleInteractionCreatePageQuery",
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RuleInteractionCreatePageQuery",
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
                "selections": (v9/*:: as any*/),
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
                "selections": (v9/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": "ruleReactionsList(first:500)"
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b88c60b2627e4f3e75f77d177fa58f160f268678eef16c4fd56a275787fda2b9",
    "metadata": {},
    "name": "RuleInteractionCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "475ce60e39679bda7391966963402168";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
