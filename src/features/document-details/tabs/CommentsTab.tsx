import { graphql, useLazyLoadQuery } from "react-relay";
import type { CommentsTabQuery } from "../../../__generated__/CommentsTabQuery.graphql.ts";
import { DocumentComments } from "../../document-comments/index.ts";

export interface CommentsTabProps {
  documentRowId: string;
}

/** The document's comment threads, oldest first, replies under the comment they answer
 * (spec part 2 §9: all comments, ascending), with the composer. */
export function CommentsTab({ documentRowId }: CommentsTabProps) {
  const { document } = useLazyLoadQuery<CommentsTabQuery>(
    graphql`
      query CommentsTabQuery($documentRowId: UUID!) {
        document(rowId: $documentRowId) {
          ...DocumentComments_document
        }
      }
    `,
    { documentRowId },
    { fetchPolicy: "store-and-network" },
  );
  return document ? <DocumentComments document={document} /> : null;
}
