/**
 * @generated SignedSource<<379b50277509bba0f6a22cb05e683ad7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RuleRunState = "ERRORED" | "NO_MATCH" | "PENDING" | "SUCCESS" | "%future added value";
export type RuleTrigger = "APPROVAL_DECIDED" | "DOCUMENT_CATEGORY_CHANGED" | "DOCUMENT_FIELDS_CHANGED" | "DOCUMENT_IMPORTED" | "PAYMENT_STATUS_CHANGED" | "SCHEDULED_DAILY" | "WORKFLOW_STEP_CHANGED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RuleInteractionsListPage_clientCompany$data = {
  readonly id: string;
  readonly ruleActionReactionsList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly action: {
          readonly name: string;
        } | null | undefined;
        readonly disabled: boolean;
        readonly id: string;
        readonly lastRuns: {
          readonly nodes: ReadonlyArray<{
            readonly createdAt: string;
            readonly message: string | null | undefined;
            readonly state: RuleRunState;
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
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "RuleInteractionsListPage_clientCompany";
};
export type RuleInteractionsListPage_clientCompany$key = {
  readonly " $data"?: RuleInteractionsListPage_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"RuleInteractionsListPage_clientCompany">;
};

import RuleInteractionsListPaginationQuery_graphql from './RuleInteractionsListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "ruleActionReactionsList"
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
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "includeDisabled"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "searchText"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": RuleInteractionsListPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "RuleInteractionsListPage_clientCompany",
  "selections": [
    {
      "alias": "ruleActionReactionsList",
      "args": [
        {
          "kind": "Variable",
          "name": "includeDisabled",
          "variableName": "includeDisabled"
        },
        {
          "kind": "Variable",
          "name": "searchText",
          "variableName": "searchText"
        }
      ],
      "concreteType": "RuleActionReactionConnection",
      "kind": "LinkedField",
      "name": "__RuleInteractionsListPage_ruleActionReactionsList_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RuleActionReactionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "RuleActionReaction",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "sortIndex",
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
                  "name": "ruleActionRowId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "ruleReactionRowId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "RuleAction",
                  "kind": "LinkedField",
                  "name": "action",
                  "plural": false,
                  "selections": (v2/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "RuleReaction",
                  "kind": "LinkedField",
                  "name": "reaction",
                  "plural": false,
                  "selections": (v2/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": [
                    {
                      "kind": "Literal",
                      "name": "first",
                      "value": 1
                    }
                  ],
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
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "state",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "createdAt",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "message",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    }
                  ],
                  "storageKey": "lastRuns(first:1)"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "ClientCompany",
  "abstractKey": null
};
})();

(node as any).hash = "eae13b485ec32a006ce6472fcee0636d";

export default node;
