import { createContext, useContext } from "react";
import type { MentionCandidate } from "./mentionQuery.ts";

/** The company's members as the comments tab needs them: whom one can mention, who "me" is
 * (for highlighting mentions of me), and names for mentions stored without text. */
export interface CommentMembers {
  /** Everyone who can be mentioned (members except me), by name. */
  candidates: readonly MentionCandidate[];
  /** The signed-in user when they are a member (a super admin visiting is not). */
  currentUserRowId: string | null;
  nameOf: (userRowId: string) => string;
}

export interface MemberUser {
  readonly rowId: string;
  readonly fullName: string | null | undefined;
  readonly email: string;
  readonly isCurrentUser: boolean | null | undefined;
}

/** The context value for the members read with the document. */
export function commentMembersOf(users: readonly (MemberUser | null | undefined)[]): CommentMembers {
  const members = users.filter((user): user is MemberUser => Boolean(user));
  const names = new Map(members.map((user) => [user.rowId, user.fullName || user.email]));
  return {
    candidates: members
      .filter((user) => !user.isCurrentUser)
      .map((user) => ({ userRowId: user.rowId, name: user.fullName || user.email, email: user.email }))
      .sort((a, b) => a.name.localeCompare(b.name, "de")),
    currentUserRowId: members.find((user) => user.isCurrentUser)?.rowId ?? null,
    nameOf: (userRowId) => names.get(userRowId) ?? "",
  };
}

const EMPTY: CommentMembers = { candidates: [], currentUserRowId: null, nameOf: () => "" };

export const CommentMembersContext = createContext<CommentMembers>(EMPTY);

export const useCommentMembers = () => useContext(CommentMembersContext);
