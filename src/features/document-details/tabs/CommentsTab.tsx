import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { CommentsTabQuery } from "../../../__generated__/CommentsTabQuery.graphql.ts";
import { DocumentComments } from "../../document-comments/index.ts";

export interface CommentsTabProps {
  /** The tab's query, started by the route loader. */
  queryRef: PreloadedQuery<CommentsTabQuery>;
}

export const commentsTabQuery = graphql`
  query CommentsTabQuery($documentRowId: UUID!) {
    document(rowId: $documentRowId) {
      ...DocumentComments_document
    }
  }
`;

/** The document's comment threads, oldest first, replies under the comment they answer
 * (spec part 2 §9: all comments, ascending), with the composer. */
export function CommentsTab({ queryRef }: CommentsTabProps) {
  const { document } = usePreloadedQuery<CommentsTabQuery>(commentsTabQuery, queryRef);
  return document ? <DocumentComments document={document} /> : null;
}
