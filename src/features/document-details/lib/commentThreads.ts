// Comments as threads (spec part 2 §9: oldest first, replies under the comment they answer).

interface ThreadComment {
  readonly rowId: string;
  readonly replyToRowId: string | null | undefined;
}

export interface CommentThread<T> {
  comment: T;
  replies: T[];
}

/** Top-level comments with their replies, both in the given order (oldest first). A reply to
 * a reply joins the thread of its top-level comment; a reply whose comment is not in the list
 * stands on its own rather than vanishing. */
export function commentThreads<T extends ThreadComment>(comments: readonly T[]): CommentThread<T>[] {
  const byRowId = new Map(comments.map((comment) => [comment.rowId, comment]));
  const rootOf = (comment: T): T => {
    let current = comment;
    const seen = new Set<string>();
    while (current.replyToRowId && byRowId.has(current.replyToRowId) && !seen.has(current.rowId)) {
      seen.add(current.rowId);
      current = byRowId.get(current.replyToRowId)!;
    }
    return current;
  };
  const threads = new Map<string, CommentThread<T>>();
  for (const comment of comments) {
    const root = rootOf(comment);
    if (root === comment) {
      if (!threads.has(comment.rowId)) threads.set(comment.rowId, { comment, replies: [] });
    }
  }
  for (const comment of comments) {
    const root = rootOf(comment);
    if (root !== comment) threads.get(root.rowId)?.replies.push(comment);
  }
  return [...threads.values()];
}
