import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { ActionsTabQuery } from "../../../__generated__/ActionsTabQuery.graphql.ts";
import { DocumentWorkflowActions } from "../../document-workflow/index.ts";

export interface ActionsTabProps {
  /** The tab's query, started by the route loader. */
  queryRef: PreloadedQuery<ActionsTabQuery>;
}

export const actionsTabQuery = graphql`
  query ActionsTabQuery($documentRowId: UUID!) {
    document(rowId: $documentRowId) {
      ...DocumentWorkflowActions_document
    }
  }
`;

/** Workflow select and approval (spec part 2: the actions tab, documents-manage access and the
 * collaboration feature off; §7 the actions query: the document with its workflow, steps,
 * logs and approval requests newest first, and the invoice total). */
export function ActionsTab({ queryRef }: ActionsTabProps) {
  const { document } = usePreloadedQuery<ActionsTabQuery>(actionsTabQuery, queryRef);
  return document ? <DocumentWorkflowActions document={document} /> : null;
}
