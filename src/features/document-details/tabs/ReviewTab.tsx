import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { ReviewTabQuery } from "../../../__generated__/ReviewTabQuery.graphql.ts";
import { DocumentReviewForm } from "../../document-review/index.ts";

export interface ReviewTabProps {
  /** The tab's query, started by the route loader. */
  queryRef: PreloadedQuery<ReviewTabQuery>;
}

export const reviewTabQuery = graphql`
  query ReviewTabQuery($documentRowId: UUID!) {
    document(rowId: $documentRowId) {
      ...DocumentReviewForm_document
    }
  }
`;

/** The editable invoice or other-document form, with each field's source and confirmation
 * (spec part 2: the review tab, documents-manage access). */
export function ReviewTab({ queryRef }: ReviewTabProps) {
  const { document } = usePreloadedQuery<ReviewTabQuery>(reviewTabQuery, queryRef);
  return document ? <DocumentReviewForm document={document} /> : null;
}
