import { graphql, useLazyLoadQuery } from "react-relay";
import type { ReviewFormHarnessQuery } from "../../../__generated__/ReviewFormHarnessQuery.graphql.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { DocumentReviewForm } from "../components/DocumentReviewForm.tsx";
import { createReviewEnvironment, DOCUMENT, type ReviewMockState } from "./reviewTestEnvironment.ts";

function Harness() {
  const { document } = useLazyLoadQuery<ReviewFormHarnessQuery>(
    graphql`
      query ReviewFormHarnessQuery($documentRowId: UUID!) @relay_test_operation {
        document(rowId: $documentRowId) {
          ...DocumentReviewForm_document
        }
      }
    `,
    { documentRowId: DOCUMENT },
  );
  return document ? <DocumentReviewForm document={document} /> : null;
}

/** The review tab's form on the mocked server of reviewTestEnvironment, with the requests it
 * made by operation name. */
export function renderReviewForm(change: Partial<ReviewMockState> = {}) {
  const mock = createReviewEnvironment(change);
  renderWithProviders(<Harness />, { relayEnvironment: mock.environment });
  const calls = (name: string) => mock.requests.filter((r) => r.name === name).map((r) => r.variables);
  return { ...mock, calls };
}
