import { Divider, Stack } from "@mantine/core";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { CollaborationTabQuery } from "../../../__generated__/CollaborationTabQuery.graphql.ts";
import { DocumentComments } from "../../document-comments/components/DocumentComments.tsx";
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
}

/** Approval and workflow state, and what happened to the document (spec part 2: the
 * collaboration tab, always present). */
export function CollaborationTab({
  documentRowId,
  historyPreset,
  onHistoryPresetChange,
  withComments,
}: CollaborationTabProps) {
  const { document } = useLazyLoadQuery<CollaborationTabQuery>(
    graphql`
      query CollaborationTabQuery($documentRowId: UUID!, $withComments: Boolean!) {
        document(rowId: $documentRowId) {
          ...ApprovalState_document
          ...WorkflowState_document
          ...DocumentHistory_document
          ...DocumentComments_document @include(if: $withComments) @alias(as: "comments")
        }
      }
    `,
    { documentRowId, withComments },
    { fetchPolicy: "store-and-network" },
  );
  if (!document) return null;
  return (
    <Stack gap="lg">
      <ApprovalState document={document} />
      <WorkflowState document={document} />
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
