/**
 * @generated SignedSource<<62c49b870832c7199e2e44be22ab5852>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentsList_query$data = {
  readonly documentsList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly rowId: string;
        readonly " $fragmentSpreads": FragmentRefs<"DocumentThumbCard_document" | "DocumentsTableRow_document">;
      } | null | undefined;
    }>;
  };
  readonly " $fragmentType": "DocumentsList_query";
};
export type DocumentsList_query$key = {
  readonly " $data"?: DocumentsList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentsList_query">;
};

import DocumentsListPaginationQuery_graphql from './DocumentsListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "documentsList"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "clientCompanyRowId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "isWorkflowView"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orderByDirection"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": DocumentsListPaginationQuery_graphql
    }
  },
  "name": "DocumentsList_query",
  "selections": [
    {
      "alias": "documentsList",
      "args": [
        {
          "kind": "Variable",
          "name": "clientCompanyRowId",
          "variableName": "clientCompanyRowId"
        },
        {
          "kind": "Variable",
          "name": "filter",
          "variableName": "filter"
        },
        {
          "kind": "Variable",
          "name": "orderBy",
          "variableName": "orderBy"
        },
        {
          "kind": "Variable",
          "name": "orderByDirection",
          "variableName": "orderByDirection"
        }
      ],
      "concreteType": "DocumentsListConnection",
      "kind": "LinkedField",
      "name": "__DocumentsList_documentsList_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentsListEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Document",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "rowId",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DocumentThumbCard_document"
                },
                {
                  "args": [
                    {
                      "kind": "Variable",
                      "name": "withWorkflow",
                      "variableName": "isWorkflowView"
                    }
                  ],
                  "kind": "FragmentSpread",
                  "name": "DocumentsTableRow_document"
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
          "concreteType": "DocumentsListPageInfo",
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "0a1929001b3aae02f4c027841474edc4";

export default node;
