/**
 * @generated SignedSource<<e75ce948156ab4630c6a60c767a9ed5a>>
 * @relayHash 469ffa159a91cd96528f32c07d01224b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0de876c8004f5cf09ed50b17728af267d3316aa1dd033872a6a471f23a915327

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
v15 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/)
],
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "commentedBy",
  "plural": false,
  "selections": (v15/*:: as any*/),
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "likedByCurrentUser",
  "storageKey": null
},
v18 = {
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
          "selections": (v15/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "likes(first:20)"
},
v19 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v22 = {
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
v23 = {
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
v24 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v25 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v26 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "User"
},
v27 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v28 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v29 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Boolean"
},
v30 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "UUID"
},
v31 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "CommentConnection"
},
v32 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "CommentEdge"
},
v33 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Cursor"
},
v34 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Comment"
},
v35 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Datetime"
},
v36 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "CommentLikeConnection"
},
v37 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "CommentLike"
},
v38 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v39 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "JSON"
},
v40 = {
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
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
                      {
                        "alias": null,
                        "args": (v19/*:: as any*/),
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
                                  (v16/*:: as any*/),
                                  (v17/*:: as any*/),
                                  (v18/*:: as any*/),
                                  (v20/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              (v21/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v22/*:: as any*/),
                          (v23/*:: as any*/)
                        ],
                        "storageKey": "replies(first:2147483647,orderBy:[\"CREATED_AT_ASC\",\"PRIMARY_KEY_ASC\"])"
                      },
                      {
                        "alias": null,
                        "args": (v19/*:: as any*/),
                        "filters": [
                          "orderBy"
                        ],
                        "handle": "connection",
                        "key": "CommentThread_replies",
                        "kind": "LinkedHandle",
                        "name": "replies"
                      },
                      (v20/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v21/*:: as any*/)
                ],
                "storageKey": null
              },
              (v22/*:: as any*/),
              (v23/*:: as any*/)
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
    "id": "0de876c8004f5cf09ed50b17728af267d3316aa1dd033872a6a471f23a915327",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "document": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Document"
        },
        "document.canCurrentUserComment": (v24/*:: as any*/),
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
        "document.clientCompany.clientCompanyUsers.nodes.id": (v25/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user": (v26/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.email": (v27/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.fullName": (v28/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.id": (v25/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.isCurrentUser": (v29/*:: as any*/),
        "document.clientCompany.clientCompanyUsers.nodes.user.rowId": (v30/*:: as any*/),
        "document.clientCompany.id": (v25/*:: as any*/),
        "document.comments": (v31/*:: as any*/),
        "document.comments.__id": (v25/*:: as any*/),
        "document.comments.edges": (v32/*:: as any*/),
        "document.comments.edges.cursor": (v33/*:: as any*/),
        "document.comments.edges.node": (v34/*:: as any*/),
        "document.comments.edges.node.__typename": (v27/*:: as any*/),
        "document.comments.edges.node.authorDeleted": (v24/*:: as any*/),
        "document.comments.edges.node.commentedBy": (v26/*:: as any*/),
        "document.comments.edges.node.commentedBy.email": (v27/*:: as any*/),
        "document.comments.edges.node.commentedBy.fullName": (v28/*:: as any*/),
        "document.comments.edges.node.commentedBy.id": (v25/*:: as any*/),
        "document.comments.edges.node.commentedBy.isCurrentUser": (v29/*:: as any*/),
        "document.comments.edges.node.createdAt": (v35/*:: as any*/),
        "document.comments.edges.node.id": (v25/*:: as any*/),
        "document.comments.edges.node.likedByCurrentUser": (v24/*:: as any*/),
        "document.comments.edges.node.likes": (v36/*:: as any*/),
        "document.comments.edges.node.likes.nodes": (v37/*:: as any*/),
        "document.comments.edges.node.likes.nodes.id": (v25/*:: as any*/),
        "document.comments.edges.node.likes.nodes.user": (v26/*:: as any*/),
        "document.comments.edges.node.likes.nodes.user.email": (v27/*:: as any*/),
        "document.comments.edges.node.likes.nodes.user.fullName": (v28/*:: as any*/),
        "document.comments.edges.node.likes.nodes.user.id": (v25/*:: as any*/),
        "document.comments.edges.node.likes.nodes.user.isCurrentUser": (v29/*:: as any*/),
        "document.comments.edges.node.likes.totalCount": (v38/*:: as any*/),
        "document.comments.edges.node.messageParts": (v39/*:: as any*/),
        "document.comments.edges.node.replies": (v31/*:: as any*/),
        "document.comments.edges.node.replies.__id": (v25/*:: as any*/),
        "document.comments.edges.node.replies.edges": (v32/*:: as any*/),
        "document.comments.edges.node.replies.edges.cursor": (v33/*:: as any*/),
        "document.comments.edges.node.replies.edges.node": (v34/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.__typename": (v27/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.authorDeleted": (v24/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.commentedBy": (v26/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.commentedBy.email": (v27/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.commentedBy.fullName": (v28/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.commentedBy.id": (v25/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.commentedBy.isCurrentUser": (v29/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.createdAt": (v35/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.id": (v25/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likedByCurrentUser": (v24/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes": (v36/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes.nodes": (v37/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes.nodes.id": (v25/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes.nodes.user": (v26/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes.nodes.user.email": (v27/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes.nodes.user.fullName": (v28/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes.nodes.user.id": (v25/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes.nodes.user.isCurrentUser": (v29/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.likes.totalCount": (v38/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.messageParts": (v39/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.rowId": (v30/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.seenByCurrentUser": (v24/*:: as any*/),
        "document.comments.edges.node.replies.edges.node.textMessage": (v27/*:: as any*/),
        "document.comments.edges.node.replies.pageInfo": (v40/*:: as any*/),
        "document.comments.edges.node.replies.pageInfo.endCursor": (v33/*:: as any*/),
        "document.comments.edges.node.replies.pageInfo.hasNextPage": (v24/*:: as any*/),
        "document.comments.edges.node.rowId": (v30/*:: as any*/),
        "document.comments.edges.node.seenByCurrentUser": (v24/*:: as any*/),
        "document.comments.edges.node.textMessage": (v27/*:: as any*/),
        "document.comments.pageInfo": (v40/*:: as any*/),
        "document.comments.pageInfo.endCursor": (v33/*:: as any*/),
        "document.comments.pageInfo.hasNextPage": (v24/*:: as any*/),
        "document.id": (v25/*:: as any*/),
        "document.rowId": (v30/*:: as any*/),
        "document.unseenCommentCount": (v38/*:: as any*/)
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
