/**
 * @generated SignedSource<<b29fb7d1f247568cab49887e82e02b31>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RuleReactionKind = "APPROVAL_REQUEST" | "CANCEL_APPROVAL_REQUEST" | "INVOICE_CHANGES" | "MACRO" | "SEND_MAIL_ON_WORKFLOW_CHANGE" | "SEND_NOTIFICATION" | "TAG" | "WORKFLOW_STEP_CHANGE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RuleReactionsListPage_clientCompany$data = {
  readonly id: string;
  readonly ruleReactionsList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly actionReactions: {
          readonly totalCount: number;
        };
        readonly description: string | null | undefined;
        readonly id: string;
        readonly kind: RuleReactionKind;
        readonly name: string;
        readonly rowId: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "RuleReactionsListPage_clientCompany";
};
export type RuleReactionsListPage_clientCompany$key = {
  readonly " $data"?: RuleReactionsListPage_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"RuleReactionsListPage_clientCompany">;
};

import RuleReactionsListPaginationQuery_graphql from './RuleReactionsListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "ruleReactionsList"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
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
      "operation": RuleReactionsListPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "RuleReactionsListPage_clientCompany",
  "selections": [
    {
      "alias": "ruleReactionsList",
      "args": [
        {
          "kind": "Variable",
          "name": "searchText",
          "variableName": "searchText"
        }
      ],
      "concreteType": "RuleReactionConnection",
      "kind": "LinkedField",
      "name": "__RuleReactionsListPage_ruleReactionsList_connection",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "RuleReactionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "RuleReaction",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v2/*:: as any*/),
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
                  "name": "kind",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "RuleActionReactionConnection",
                  "kind": "LinkedField",
                  "name": "actionReactions",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/)
                  ],
                  "storageKey": null
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
    (v2/*:: as any*/)
  ],
  "type": "ClientCompany",
  "abstractKey": null
};
})();

(node as any).hash = "254fe7f0104c17e1913bcd463919af39";

export default node;
