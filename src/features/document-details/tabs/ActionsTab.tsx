import { graphql, useLazyLoadQuery } from "react-relay";
import type { ActionsTabQuery } from "../../../__generated__/ActionsTabQuery.graphql.ts";
import { DocumentWorkflowActions } from "../../document-workflow/index.ts";

export interface ActionsTabProps {
  documentRowId: string;
}

/** Workflow select and approval (spec part 2: the actions tab, documents-manage access and the
 * collaboration feature off; §7 the actions query: the document with its workflow, steps,
 * logs and approval requests newest first, and the invoice total). */
export function ActionsTab({ documentRowId }: ActionsTabProps) {
  const { document } = useLazyLoadQuery<ActionsTabQuery>(
    graphql`
      query ActionsTabQuery($documentRowId: UUID!) {
        document(rowId: $documentRowId) {
          ...DocumentWorkflowActions_document
        }
      }
    `,
    { documentRowId },
    { fetchPolicy: "store-and-network" },
  );
  return document ? <DocumentWorkflowActions document={document} /> : null;
}
