import { graphql, useFragment } from "react-relay";
import type { DocumentReviewFindings_document$key } from "../../../__generated__/DocumentReviewFindings_document.graphql.ts";
import { ComplianceFindings, ManualReviewNotice } from "../../review/index.ts";
import { parseComplianceFindings } from "../../review/index.ts";

export interface DocumentReviewFindingsProps {
  document: DocumentReviewFindings_document$key;
}

/**
 * What capture found worth a look, above the review tab's form: why the document needs a
 * manual review and the compliance findings (an unusable embedded e-invoice and its reason,
 * placeholder parties, an invoice addressed to another company, …), as in the review basket.
 */
export function DocumentReviewFindings({ document: key }: DocumentReviewFindingsProps) {
  const document = useFragment(
    graphql`
      fragment DocumentReviewFindings_document on Document {
        needsManualReview
        manualReviewReason
        complianceFindings
      }
    `,
    key,
  );
  const findings = parseComplianceFindings(document.complianceFindings);
  return (
    <>
      {document.needsManualReview ? <ManualReviewNotice reason={document.manualReviewReason} /> : null}
      {findings.length > 0 ? <ComplianceFindings findings={findings} /> : null}
    </>
  );
}
