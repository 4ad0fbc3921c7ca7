/**
 * @generated SignedSource<<60c5b6616506ce438896472da6355ca8>>
 * @relayHash 026419dc075f716d9c7bef9dcc265d2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae14c547e8ab5648dc7523722e8e074e89680503958fd22156160d97bcb30fc2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentCommentsTestQuery$variables = {
  documentRowId: string;
};
export type DocumentCommentsTestQuery$data = {
  readonly document: {
    readonly " $fragmentSpreads": FragmentRefs<"DocumentComments_document">;
  } | null | undefined;
};
export type DocumentCommentsTestQuery = {
  response: DocumentCommentsTestQuery$data;
  variables: DocumentCommentsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "documentRowId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "documentRowId"
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
  "name": "fullName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCurrentUser",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "kind": "Literal",
  "name": "first",
  "value": 2147483647
},
v8 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": [
    "CREATED_AT_ASC",
    "PRIMARY_KEY_ASC"
  ]
},
v9 = [
  {
    "kind": "Literal",
    "name": "condition",
    "value": {
      "replyToRowId": null
    }
  },
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "textMessage",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "messageParts",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seenByCurrentUser",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorDeleted",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "commentedBy",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
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
    },
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "likedByCurrentUser",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 20
    }
  ],
  "concreteType": "CommentLikeConnection",
  "kind": "LinkedField",
  "name": "likes",
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
      "concreteType": "CommentLike",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            (v6/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "likes(first:20)"
},
v18 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v21 = {
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
v22 = {
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
},
v23 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v24 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v25 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "User"
},
v26 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v27 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v28 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Boolean"
},
v29 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "UUID"
},
v30 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "CommentConnection"
},
v31 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "CommentEdge"
},
v32 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Cursor"
},
v33 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Comment"
},
v34 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Datetime"
},
v35 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "CommentLikeConnection"
},
v36 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "CommentLike"
},
v37 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v38 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "JSON"
},
v39 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "PageInfo"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentCommentsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DocumentComments_document"
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
    "name": "DocumentCommentsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canCurrentUserComment",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unseenCommentCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompany",
            "kind": "LinkedField",
            "name": "clientCompany",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 500
                  }
                ],
                "concreteType": "ClientCompanyUserConnection",
                "kind": "LinkedField",
                "name": "clientCompanyUsers",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClientCompanyUser",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "user",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
                          (v3/*:: as any*/),
                          (v4/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "clientCompanyUsers(first:500)"
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "CommentConnection",
            "kind": "LinkedField",
            "name": "comments",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CommentEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Comment",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v2/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      {
                        "alias": null,
                        "args": (v18/*:: as any*/),
                        "concreteType": "CommentConnection",
                        "kind": "LinkedField",
                        "name": "replies",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "CommentEdge",
                            "kind": "LinkedField",
                            "name": "edges",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Comment",
                                "kind": "LinkedField",
                                "name": "node",
                                "plural": false,
                                "selections": [
                                  (v6/*:: as any*/),
                                  (v2/*:: as any*/),
                                  (v10/*:: as any*/),
                                  (v11/*:: as any*/),
                                  (v12/*:: as any*/),
                                  (v13/*:: as any*/),
                                  (v14/*:: as any*/),
                                  (v15/*:: as any*/),
                                  (v16/*:: as any*/),
                                  (v17/*:: as any*/),
                                  (v19/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              (v20/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v21/*:: as any*/),
                          (v22/*:: as any*/)
                        ],
                        "storageKey": "replies(first:2147483647,orderBy:[\"CREATED_AT_ASC\",\"PRIMARY_KEY_ASC\"])"
                      },
                      {
                        "alias": null,
                        "args": (v18/*:: as any*/),
                        "filters": [
                          "orderBy"
                        ],
                        "handle": "connection",
                        "key": "CommentThread_replies",
                        "kind": "LinkedHandle",
                        "name": "replies"
                      },
                      (v19/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v20/*:: as any*/)
                ],
                "storageKey": null
              },
              (v21/*:: as any*/),
              (v22/*:: as any*/)
            ],
            "storageKey": "comments(condition:{\"replyToRowId\":null},first:2147483647,orderBy:[\"CREATED_AT_ASC\",\"PRIMARY_KEY_ASC\"])"
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "filters": [
              "condition",
              "orderBy"
            ],
            "handle": "connection",
            "key": "DocumentComments_comments",
            "kind": "LinkedHandle",
            "name": "comments"
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ae14c547e8ab5648dc7523722e8e074e89680503958fd22156160d97bcb30fc2",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "document": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Document"
        },
        "document.canCurrentUserComment": (v23/*:: as any*/),
        "document.clientCompany": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClientCompany"
        },
        "document.clientCompany.clientCompanyUsers": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ClientCompanyUserConnection"
        },
        "document.clientCompany.clientCompanyUsers.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ClientCompanyUser"
        },
        "document.clientCompany.clientCompanyUsers.nodes.id": (v24/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user": (v25/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.email": (v26/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.fullName": (v27/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.id": (v24/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.isCurrentUser": (v28/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.rowId": (v29/*:: as any*/),
        "document.clientCompany.id": (v24/*:: as any*/),
        "document.comments": (v30/*:: as any*/),
        "document.comments.__id": (v24/*:: as any*/),
        "document.comments.edges": (v31/*:: as any*/),
        "document.comments.edges.cursor": (v32/*:: as any*/),
        "document.comments.edges.node": (v33/*:: as any*/),
        "document.comments.edges.node.__typename": (v26/*:: as any*/),
        "document.comments.edges.node.authorDeleted": (v23/*:: as any*/),
        "document.comments.edges.node.commentedBy": (v25/*:: as any*/),
        "document.comments.edges.node.commentedBy.email": (v26/*:: as any*/),
        "document.comments.edges.node.commentedBy.fullName": (v27/*:: as any*/),
        "document.comments.edges.node.commentedBy.id": (v24/*:: as any*/),
        "document.comments.edges.node.commentedBy.isCurrentUser": (v28/*:: as any*/),
        "document.comments.edges.node.commentedBy.isExternal": (v28/*:: as any*/),
        "document.comments.edges.node.commentedBy.isExternalPublicLink": (v23/*:: as any*/),
        "document.comments.edges.node.commentedBy.isSuperAdmin": (v28/*:: as any*/),
        "document.comments.edges.node.createdAt": (v34/*:: as any*/),
        "document.comments.edges.node.id": (v24/*:: as any*/),
        "document.comments.edges.node.likedByCurrentUser": (v23/*:: as any*/),
        "document.comments.edges.node.likes": (v35/*:: as any*/),
        "document.comments.edges.node.likes.nodes": (v36/*:: as any*/),
        "document.comments.edges.node.likes.nodes.id": (v24/*:: as any*/),
        "document.comments.edges.node.likes.nodes.user": (v25/*:: as any*/),
        "document.comments.edges.node.likes.nodes.user.email": (v26/*:: as any*/),
        "document.comments.edges.node.likes.nodes.user.fullName": (v27/*:: as any*/),
        "document.comments.edges.node.likes.nodes.user.id": (v24/*:: as any*/),
        "document.comments.edges.node.likes.nodes.user.isCurrentUser": (v28/*:: as any*/),
        "document.comments.edges.node.likes.totalCount": (v37/*:: as any*/),
        "document.comments.edges.node.messageParts": (v38/*:: as any*/),
        "document.comments.edges.node.replies": (v30/*:: as any*/),
        "document.comments.edges.node.replies.__id": (v24/*:: as any*/),
        "document.comments.edges.node.replies.edges": (v31/*:: as any*/),
        "document.comments.edges.node.replies.edges.cursor": (v32/*:: as any*/),
        "document.comments.edges.node.replies.edges.node": (v33/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.__typename": (v26/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.authorDeleted": (v23/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.commentedBy": (v25/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.commentedBy.email": (v26/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.commentedBy.fullName": (v27/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.commentedBy.id": (v24/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.commentedBy.isCurrentUser": (v28/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.commentedBy.isExternal": (v28/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.commentedBy.isExternalPublicLink": (v23/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.commentedBy.isSuperAdmin": (v28/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.createdAt": (v34/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.id": (v24/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likedByCurrentUser": (v23/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes": (v35/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes.nodes": (v36/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes.nodes.id": (v24/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes.nodes.user": (v25/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes.nodes.user.email": (v26/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes.nodes.user.fullName": (v27/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes.nodes.user.id": (v24/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes.nodes.user.isCurrentUser": (v28/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes.totalCount": (v37/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.messageParts": (v38/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.rowId": (v29/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.seenByCurrentUser": (v23/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.textMessage": (v26/*:: as any*/),
        "document.comments.edges.node.replies.pageInfo": (v39/*:: as any*/),
        "document.comments.edges.node.replies.pageInfo.endCursor": (v32/*:: as any*/),
        "document.comments.edges.node.replies.pageInfo.hasNextPage": (v23/*:: as any*/),
        "document.comments.edges.node.rowId": (v29/*:: as any*/),
        "document.comments.edges.node.seenByCurrentUser": (v23/*:: as any*/),
        "document.comments.edges.node.textMessage": (v26/*:: as any*/),
        "document.comments.pageInfo": (v39/*:: as any*/),
        "document.comments.pageInfo.endCursor": (v32/*:: as any*/),
        "document.comments.pageInfo.hasNextPage": (v23/*:: as any*/),
        "document.id": (v24/*:: as any*/),
        "document.rowId": (v29/*:: as any*/),
        "document.unseenCommentCount": (v37/*:: as any*/)
      }
    },
    "name": "DocumentCommentsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bea45b4a9bca6b2a4af167dfa020b1c0";

export default node;
