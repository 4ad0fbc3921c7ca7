import { Divider, Stack } from "@mantine/core";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { CollaborationTabQuery } from "../../../__generated__/CollaborationTabQuery.graphql.ts";
import type { HistoryPreset } from "../lib/historyPresets.ts";
import { ApprovalState } from "./collaboration/ApprovalState.tsx";
import { DocumentHistory } from "./collaboration/DocumentHistory.tsx";
import { WorkflowState } from "./collaboration/WorkflowState.tsx";

export interface CollaborationTabProps {
  documentRowId: string;
  historyPreset: HistoryPreset;
  onHistoryPresetChange: (preset: HistoryPreset) => void;
}

/** Approval and workflow state, and what happened to the document (spec part 2: the
 * collaboration tab, always present). */
export function CollaborationTab({ documentRowId, historyPreset, onHistoryPresetChange }: CollaborationTabProps) {
  const { document } = useLazyLoadQuery<CollaborationTabQuery>(
    graphql`
      query CollaborationTabQuery($documentRowId: UUID!) {
        document(rowId: $documentRowId) {
          ...ApprovalState_document
          ...WorkflowState_document
          ...DocumentHistory_document
        }
      }
    `,
    { documentRowId },
    { fetchPolicy: "store-and-network" },
  );
  if (!document) return null;
  return (
    <Stack gap="lg">
      <ApprovalState document={document} />
      <WorkflowState document={document} />
      <Divider />
      <DocumentHistory document={document} preset={historyPreset} onPresetChange={onHistoryPresetChange} />
    </Stack>
  );
}
