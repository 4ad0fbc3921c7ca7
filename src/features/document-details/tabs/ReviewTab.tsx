import { graphql, useLazyLoadQuery } from "react-relay";
import type { ReviewTabQuery } from "../../../__generated__/ReviewTabQuery.graphql.ts";
import { DocumentReviewForm } from "../../document-review/index.ts";

export interface ReviewTabProps {
  documentRowId: string;
}

/** The editable invoice or other-document form, with each field's source and confirmation
 * (spec part 2: the review tab, documents-manage access). */
export function ReviewTab({ documentRowId }: ReviewTabProps) {
  const { document } = useLazyLoadQuery<ReviewTabQuery>(
    graphql`
      query ReviewTabQuery($documentRowId: UUID!) {
        document(rowId: $documentRowId) {
          ...DocumentReviewForm_document
        }
      }
    `,
    { documentRowId },
    { fetchPolicy: "store-and-network" },
  );
  return document ? <DocumentReviewForm document={document} /> : null;
}
