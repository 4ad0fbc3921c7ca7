/**
 * @generated SignedSource<<fc0a26f86b1194e8aa289f4fb0195002>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentAccountingTabAccess = "EDIT" | "VIEW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccessMembersListPage_clientCompany$data = {
  readonly id: string;
  readonly membersList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly approverLimit: string | null | undefined;
        readonly documentAccountingTabAccess: DocumentAccountingTabAccess | null | undefined;
        readonly documentCategoryAccesses: {
          readonly totalCount: number;
        };
        readonly documentFilterHasApprovalRequest: boolean;
        readonly documentFilterHasWorkflowStep: boolean;
        readonly id: string;
        readonly isCurrentUser: boolean;
        readonly roleName: string;
        readonly rowId: string;
        readonly user: {
          readonly email: string;
          readonly fullName: string | null | undefined;
          readonly isExternal: boolean | null | undefined;
          readonly isExternalPublicLink: boolean;
          readonly isSuperAdmin: boolean | null | undefined;
        } | null | undefined;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "AccessMembersListPage_clientCompany";
};
export type AccessMembersListPage_clientCompany$key = {
  readonly " $data"?: AccessMembersListPage_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccessMembersListPage_clientCompany">;
};

import AccessMembersListPaginationQuery_graphql from './AccessMembersListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "membersList"
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
      "operation": AccessMembersListPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "AccessMembersListPage_clientCompany",
  "selections": [
    {
      "alias": "membersList",
      "args": [
        {
          "kind": "Variable",
          "name": "searchText",
          "variableName": "searchText"
        }
      ],
      "concreteType": "ClientCompanyUserConnection",
      "kind": "LinkedField",
      "name": "__AccessMembersListPage_membersList_connection",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientCompanyUserEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ClientCompanyUser",
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
                  "name": "roleName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "documentAccountingTabAccess",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "approverLimit",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isCurrentUser",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "documentFilterHasWorkflowStep",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "documentFilterHasApprovalRequest",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ClientCompanyUserDocumentCategoryConnection",
                  "kind": "LinkedField",
                  "name": "documentCategoryAccesses",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "user",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "fullName",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "email",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "isSuperAdmin",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "isExternal",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "isExternalPublicLink",
                      "storageKey": null
                    }
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

(node as any).hash = "577ff85e64300ed9fb2333ba26ce9a4b";

export default node;
