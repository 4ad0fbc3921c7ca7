import type { ConcreteRequest } from "relay-runtime";
import DocumentCommentsTestQueryNode from "../../../__generated__/DocumentCommentsTestQuery.graphql.ts";
import CreateCommentNode from "../../../__generated__/useCreateCommentMutation.graphql.ts";
import MarkSeenNode from "../../../__generated__/useMarkDocumentCommentsSeenMutation.graphql.ts";
import SetLikedNode from "../../../__generated__/useSetCommentLikedMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { messageTextOf, parseMessageParts } from "../lib/messageParts.ts";

export const DOCUMENT = "d0000000-0000-4000-8000-000000000001";

export interface MockUser {
  rowId: string;
  fullName: string;
  email: string;
  isSuperAdmin?: boolean;
}
export const ME: MockUser = {
  rowId: "u0000000-0000-4000-8000-000000000001",
  fullName: "Thomas Müller",
  email: "admin@demo.test",
};
export const JULIA: MockUser = {
  rowId: "u0000000-0000-4000-8000-000000000002",
  fullName: "Dr. Julia Hoffmann",
  email: "accountant@demo.test",
};
export const LENA: MockUser = {
  rowId: "u0000000-0000-4000-8000-000000000003",
  fullName: "Lena Schneider",
  email: "clerk@demo.test",
};

export interface MockComment {
  rowId: string;
  replyToRowId: string | null;
  createdAt: string;
  messageParts: unknown;
  textMessage?: string;
  author: MockUser | null;
  /** The author was deleted (else a null author is one the viewer may not see). */
  authorDeleted?: boolean;
  seen?: boolean;
  likedBy?: MockUser[];
}

export interface CommentsMockState {
  comments: MockComment[];
  members: MockUser[];
  canComment: boolean;
  /** Refuses createComment with this error (code, message) when set. */
  refuseCreate: { code: string; message: string } | null;
}

const user = (u: MockUser) => ({
  id: `user-${u.rowId}`,
  rowId: u.rowId,
  fullName: u.fullName,
  email: u.email,
  isCurrentUser: u.rowId === ME.rowId,
  isSuperAdmin: u.isSuperAdmin ?? false,
  isExternal: false,
  isExternalPublicLink: false,
});

const nameOf = (state: CommentsMockState) => (rowId: string) =>
  state.members.find((m) => m.rowId === rowId)?.fullName ?? "";

/** A comment as the fragments read it. */
function commentData(state: CommentsMockState, comment: MockComment): Record<string, unknown> {
  const likedBy = comment.likedBy ?? [];
  const parts = parseMessageParts(comment.messageParts) ?? [];
  return {
    id: `comment-${comment.rowId}`,
    rowId: comment.rowId,
    createdAt: comment.createdAt,
    textMessage: comment.textMessage ?? messageTextOf(parts, nameOf(state)),
    messageParts: comment.messageParts,
    seenByCurrentUser: comment.seen ?? true,
    commentedBy: comment.author ? user(comment.author) : null,
    authorDeleted: comment.authorDeleted ?? false,
    likedByCurrentUser: likedBy.some((u) => u.rowId === ME.rowId),
    likes: {
      totalCount: likedBy.length,
      nodes: likedBy.map((u) => ({ id: `like-${comment.rowId}-${u.rowId}`, user: user(u) })),
    },
    replies: {
      edges: state.comments
        .filter((reply) => reply.replyToRowId === comment.rowId)
        .map((reply, i) => ({ cursor: `r${i}`, node: commentData(state, reply) })),
      pageInfo: { hasNextPage: false, endCursor: null },
    },
  };
}

function documentData(state: CommentsMockState) {
  const unseen = state.comments.filter((c) => c.seen === false).length;
  return {
    id: "document-1",
    rowId: DOCUMENT,
    canCurrentUserComment: state.canComment,
    unseenCommentCount: unseen,
    commentCount: state.comments.length,
    clientCompany: {
      id: "company-1",
      clientCompanyUsers: { nodes: state.members.map((m) => ({ id: `member-${m.rowId}`, user: user(m) })) },
    },
  };
}

const OPERATIONS: Record<string, ConcreteRequest> = {
  DocumentCommentsTestQuery: DocumentCommentsTestQueryNode,
  useCreateCommentMutation: CreateCommentNode,
  useSetCommentLikedMutation: SetLikedNode,
  useMarkDocumentCommentsSeenMutation: MarkSeenNode,
};

let nextComment = 100;

/** A Relay environment answering the comments tab's query and mutations from `state`, which
 * the mutations change as the server would. */
export function createCommentsEnvironment(initial: Partial<CommentsMockState> = {}) {
  const state: CommentsMockState = {
    comments: [],
    members: [ME, JULIA, LENA],
    canComment: true,
    refuseCreate: null,
    ...initial,
  };
  const { environment, requests } = createMockRelayEnvironment({
    operations: OPERATIONS,
    answer: (name, variables, _params, generate) => {
      if (!OPERATIONS[name]) return undefined;
      const input = (variables.input ?? {}) as Record<string, unknown>;

      if (name === "DocumentCommentsTestQuery") {
        return generate({
          Document: () => ({
            ...documentData(state),
            comments: {
              edges: state.comments
                .filter((c) => c.replyToRowId === null)
                .map((c, i) => ({ cursor: `c${i}`, node: commentData(state, c) })),
              pageInfo: { hasNextPage: false, endCursor: null },
            },
          }),
        });
      }
      if (name === "useCreateCommentMutation") {
        if (state.refuseCreate)
          throw GraphQLRequestError.fromErrors([
            { message: state.refuseCreate.message, extensions: { code: state.refuseCreate.code } },
          ]);
        const replyTo = state.comments.find((c) => c.rowId === input.replyToRowId);
        const comment: MockComment = {
          rowId: `c0000000-0000-4000-8000-${String(nextComment++).padStart(12, "0")}`,
          replyToRowId: replyTo ? (replyTo.replyToRowId ?? replyTo.rowId) : null,
          createdAt: new Date().toISOString(),
          messageParts: input.messageParts,
          author: ME,
        };
        state.comments.push(comment);
        return generate({
          Comment: () => ({ ...commentData(state, comment), document: documentData(state) }),
          CommentEdge: () => ({ cursor: `new-${comment.rowId}` }),
        });
      }
      if (name === "useSetCommentLikedMutation") {
        const comment = state.comments.find((c) => c.rowId === input.commentRowId)!;
        const others = (comment.likedBy ?? []).filter((u) => u.rowId !== ME.rowId);
        comment.likedBy = input.liked ? [...others, ME] : others;
        return generate({
          Comment: () => commentData(state, comment),
        });
      }
      // useMarkDocumentCommentsSeenMutation
      for (const c of state.comments) c.seen = true;
      return generate({
        Document: () => ({
          ...documentData(state),
          comments: { nodes: state.comments.map((c) => ({ id: `comment-${c.rowId}`, seenByCurrentUser: true })) },
        }),
      });
    },
  });
  return { environment, requests, state };
}
