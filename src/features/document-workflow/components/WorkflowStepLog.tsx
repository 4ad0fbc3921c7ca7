import { Stack, Text } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { WorkflowStepLog_document$key } from "../../../__generated__/WorkflowStepLog_document.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";

export interface WorkflowStepLogProps {
  document: WorkflowStepLog_document$key;
}

/** The document's moves between workflow steps, newest first (spec part 2 §9), with who moved
 * it; the step names are those of the moment of the move. */
export function WorkflowStepLog({ document: documentKey }: WorkflowStepLogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { workflowStepLogs } = useFragment(
    graphql`
      fragment WorkflowStepLog_document on Document {
        workflowStepLogs(orderBy: [CREATED_AT_DESC]) {
          nodes {
            rowId
            createdAt
            previousStepName
            nextStepName
            user {
              fullName
            }
          }
        }
      }
    `,
    documentKey,
  );
  const logs = workflowStepLogs.nodes;
  if (logs.length === 0) return null;
  const stepName = (name: string | null | undefined) => name || t("documentWorkflow.log.noWorkflow");
  return (
    <Stack gap={4} mt="xs">
      <Text id={titleId} fz="xs" fw={600} c="dimmed" tt="uppercase">
        {t("documentWorkflow.log.title")}
      </Text>
      <Stack gap={6} component="ol" aria-labelledby={titleId} m={0} p={0} style={{ listStyle: "none" }}>
        {logs.map((log) => (
          <Text key={log.rowId} component="li" fz="sm">
            {t("documentWorkflow.log.moved", {
              name: log.user?.fullName || t("documentWorkflow.log.system"),
              from: stepName(log.previousStepName),
              to: stepName(log.nextStepName),
            })}
            <Text span fz="xs" c="dimmed">
              {` · ${formatDateTime(log.createdAt, i18n.language)}`}
            </Text>
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
