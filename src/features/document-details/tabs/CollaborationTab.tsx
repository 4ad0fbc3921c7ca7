import { Divider, Stack } from "@mantine/core";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { CollaborationTabQuery } from "../../../__generated__/CollaborationTabQuery.graphql.ts";
import { DocumentComments } from "../../document-comments/index.ts";
import { DocumentWorkflowActions } from "../../document-workflow/index.ts";
import type { HistoryPreset } from "../lib/historyPresets.ts";
import { ApprovalState } from "./collaboration/ApprovalState.tsx";
import { DocumentHistory } from "./collaboration/DocumentHistory.tsx";
import { WorkflowState } from "./collaboration/WorkflowState.tsx";

export interface CollaborationTabProps {
  documentRowId: string;
  historyPreset: HistoryPreset;
  onHistoryPresetChange: (preset: HistoryPreset) => void;
  /** With the collaboration feature on there is no comments tab: the comments live here. */
  withComments: boolean;
  /** With the collaboration feature on there is no actions tab either: documents managers
   * request approvals and move the document between workflow steps here. */
  withActions: boolean;
}

/** Approval and workflow state, and what happened to the document (spec part 2: the
 * collaboration tab, always present). */
export function CollaborationTab({
  documentRowId,
  historyPreset,
  onHistoryPresetChange,
  withComments,
  withActions,
}: CollaborationTabProps) {
  const { document } = useLazyLoadQuery<CollaborationTabQuery>(
    graphql`
      query CollaborationTabQuery($documentRowId: UUID!, $withComments: Boolean!, $withActions: Boolean!) {
        document(rowId: $documentRowId) {
          ...ApprovalState_document @skip(if: $withActions) @alias(as: "approvalState")
          ...WorkflowState_document @skip(if: $withActions) @alias(as: "workflowState")
          ...DocumentWorkflowActions_document @include(if: $withActions) @alias(as: "actions")
          ...DocumentHistory_document
          ...DocumentComments_document @include(if: $withComments) @alias(as: "comments")
        }
      }
    `,
    { documentRowId, withComments, withActions },
    { fetchPolicy: "store-and-network" },
  );
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
