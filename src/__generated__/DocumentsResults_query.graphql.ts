/**
 * @generated SignedSource<<e42a36aaaedfad17fa5667126fd4b5c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentsResults_query$data = {
  readonly summary: {
    readonly ids: ReadonlyArray<string>;
    readonly statistics: {
      readonly count: number;
      readonly " $fragmentSpreads": FragmentRefs<"DocumentsStatisticsBar_statistics">;
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"DocumentsList_query">;
  readonly " $fragmentType": "DocumentsResults_query";
};
export type DocumentsResults_query$key = {
  readonly " $data"?: DocumentsResults_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentsResults_query">;
};

import DocumentsResultsRefetchQuery_graphql from './DocumentsResultsRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "clientCompanyRowId",
  "variableName": "clientCompanyRowId"
},
v1 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v2 = {
  "kind": "Variable",
  "name": "orderBy",
  "variableName": "orderBy"
},
v3 = {
  "kind": "Variable",
  "name": "orderByDirection",
  "variableName": "orderByDirection"
};
return {
  "argumentDefinitions": [
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
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": DocumentsResultsRefetchQuery_graphql
    }
  },
  "name": "DocumentsResults_query",
  "selections": [
    {
      "alias": "summary",
      "args": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "kind": "Literal",
          "name": "first",
          "value": 0
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "concreteType": "DocumentsListConnection",
      "kind": "LinkedField",
      "name": "documentsList",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ids",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentsListStatistics",
          "kind": "LinkedField",
          "name": "statistics",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "DocumentsStatisticsBar_statistics"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "first"
        },
        {
          "kind": "Variable",
          "name": "isWorkflowView",
          "variableName": "isWorkflowView"
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "kind": "FragmentSpread",
      "name": "DocumentsList_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "31fe08b8a9e2e26b9629b86d6832ee5e";

export default node;
