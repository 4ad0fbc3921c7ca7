import { Divider, Stack } from "@mantine/core";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { CollaborationTabQuery } from "../../../__generated__/CollaborationTabQuery.graphql.ts";
import { DocumentComments } from "../../document-comments/index.ts";
import { DocumentWorkflowActions } from "../../document-workflow/index.ts";
import type { HistoryPreset } from "../lib/historyPresets.ts";
import { ApprovalState } from "./collaboration/ApprovalState.tsx";
import { DocumentHistory } from "./collaboration/DocumentHistory.tsx";
import { WorkflowState } from "./collaboration/WorkflowState.tsx";

export interface CollaborationTabProps {
  /** The tab's query, started by the route loader. With the collaboration feature on there is
   * no comments tab (`withComments`: the comments live here) and no actions tab
   * (`withActions`: documents managers request approvals and move the document here). */
  queryRef: PreloadedQuery<CollaborationTabQuery>;
  historyPreset: HistoryPreset;
  onHistoryPresetChange: (preset: HistoryPreset) => void;
}

export const collaborationTabQuery = graphql`
  query CollaborationTabQuery($documentRowId: UUID!, $withComments: Boolean!, $withActions: Boolean!) {
    document(rowId: $documentRowId) {
      ...ApprovalState_document @skip(if: $withActions) @alias(as: "approvalState")
      ...WorkflowState_document @skip(if: $withActions) @alias(as: "workflowState")
      ...DocumentWorkflowActions_document @include(if: $withActions) @alias(as: "actions")
      ...DocumentHistory_document
      ...DocumentComments_document @include(if: $withComments) @alias(as: "comments")
    }
  }
`;

/** Approval and workflow state, and what happened to the document (spec part 2: the
 * collaboration tab, always present). */
export function CollaborationTab({ queryRef, historyPreset, onHistoryPresetChange }: CollaborationTabProps) {
  const { document } = usePreloadedQuery<CollaborationTabQuery>(collaborationTabQuery, queryRef);
  if (!document) return null;
  return (
    <Stack gap="lg">
      {document.actions ? <DocumentWorkflowActions document={document.actions} /> : null}
      {document.approvalState ? <ApprovalState document={document.approvalState} /> : null}
      {document.workflowState ? <WorkflowState document={document.workflowState} /> : null}
      {document.comments ? (
        <>
          <Divider />
          <DocumentComments document={document.comments} />
        </>
      ) : null}
      <Divider />
      <DocumentHistory document={document} preset={historyPreset} onPresetChange={onHistoryPresetChange} />
    </Stack>
  );
}
