import { Badge, Group, Stack, Text, Timeline, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { WorkflowState_document$key } from "../../../../__generated__/WorkflowState_document.graphql.ts";
import { formatDateTime } from "../../../../lib/format.ts";

export interface WorkflowStateProps {
  document: WorkflowState_document$key;
}

/** Where the document stands in its workflow: the workflow's steps with the current one
 * marked, and the moves between steps (newest first). */
export function WorkflowState({ document: documentKey }: WorkflowStateProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment WorkflowState_document on Document {
        workflowStep {
          rowId
          name
          workflow {
            name
            sortedSteps {
              rowId
              name
            }
          }
        }
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
  const step = document.workflowStep;
  const steps = step?.workflow?.sortedSteps ?? [];
  const currentIndex = steps.findIndex((candidate) => candidate.rowId === step?.rowId);
  const logs = document.workflowStepLogs.nodes;
  const stepName = (name: string | null | undefined) => name || t("documentDetails.workflow.noStep");

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5">
          {t("documentDetails.workflow.title")}
        </Title>
        {step ? (
          <Badge variant="light" radius="sm" tt="none" color="indigo" style={{ minWidth: 0 }}>
            {step.name}
          </Badge>
        ) : null}
      </Group>
      {step ? (
        <>
          {step.workflow ? (
            <Text fz="sm" c="dimmed">
              {t("documentDetails.workflow.inWorkflow", { name: step.workflow.name })}
            </Text>
          ) : null}
          {steps.length > 0 ? (
            <Timeline
              active={currentIndex}
              bulletSize={18}
              lineWidth={2}
              aria-label={t("documentDetails.workflow.steps")}
            >
              {steps.map((candidate, index) => (
                <Timeline.Item
                  key={candidate.rowId}
                  title={
                    <Text fz="sm" fw={index === currentIndex ? 600 : 400}>
                      {candidate.name}
                    </Text>
                  }
                  aria-current={index === currentIndex ? "step" : undefined}
                >
                  {index === currentIndex ? (
                    <Text fz="xs" c="dimmed">
                      {t("documentDetails.workflow.current")}
                    </Text>
                  ) : null}
                </Timeline.Item>
              ))}
            </Timeline>
          ) : null}
        </>
      ) : (
        <Text fz="sm" c="dimmed">
          {t("documentDetails.workflow.none")}
        </Text>
      )}
      {logs.length > 0 ? (
        <Stack gap={4} mt={4}>
          <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
            {t("documentDetails.workflow.log")}
          </Text>
          {logs.map((log) => (
            <Text key={log.rowId} fz="sm">
              {t("documentDetails.workflow.moved", {
                name: log.user?.fullName || t("documentDetails.systemUser"),
                from: stepName(log.previousStepName),
                to: stepName(log.nextStepName),
              })}
              <Text span fz="xs" c="dimmed">
                {` · ${formatDateTime(log.createdAt, i18n.language)}`}
              </Text>
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
