/**
 * @generated SignedSource<<e631dbf9c790d658810bf9dd2fe839eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentsMenu_clientCompany$data = {
  readonly reviewGroups: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly documentCount: number | null | undefined;
        readonly lockedForCurrentUser: boolean | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"DocumentsMenuPopup_reviewGroups">;
      };
    }>;
  };
  readonly rowId: string;
  readonly " $fragmentType": "DocumentsMenu_clientCompany";
};
export type DocumentsMenu_clientCompany$key = {
  readonly " $data"?: DocumentsMenu_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentsMenu_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": null,
        "cursor": null,
        "direction": "forward",
        "path": [
          "reviewGroups"
        ]
      }
    ]
  },
  "name": "DocumentsMenu_clientCompany",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rowId",
      "storageKey": null
    },
    {
      "alias": "reviewGroups",
      "args": [
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "CREATED_AT_DESC"
          ]
        }
      ],
      "concreteType": "ReviewGroupConnection",
      "kind": "LinkedField",
      "name": "__DocumentsMenu_reviewGroups_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ReviewGroupEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ReviewGroup",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lockedForCurrentUser",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "documentCount",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DocumentsMenuPopup_reviewGroups"
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
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": "__DocumentsMenu_reviewGroups_connection(orderBy:[\"CREATED_AT_DESC\"])"
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};

(node as any).hash = "c23bf0b4d053fc2777b4625e947f7e4c";

export default node;
