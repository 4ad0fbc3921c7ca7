import { Divider, Stack } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { DocumentWorkflowActions_document$key } from "../../../__generated__/DocumentWorkflowActions_document.graphql.ts";
import { ApprovalActions } from "./ApprovalActions.tsx";
import { WorkflowActions } from "./WorkflowActions.tsx";

export interface DocumentWorkflowActionsProps {
  document: DocumentWorkflowActions_document$key;
}

/** The actions tab's content (spec part 2: workflow select and approval). */
export function DocumentWorkflowActions({ document: documentKey }: DocumentWorkflowActionsProps) {
  const document = useFragment(
    graphql`
      fragment DocumentWorkflowActions_document on Document {
        ...WorkflowActions_document
        ...ApprovalActions_document
      }
    `,
    documentKey,
  );
  return (
    <Stack gap="lg">
      <WorkflowActions document={document} />
      <Divider />
      <ApprovalActions document={document} />
    </Stack>
  );
}
