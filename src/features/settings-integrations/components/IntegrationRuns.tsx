import { Badge, Progress, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { IntegrationRuns_clientCompany$key } from "../../../__generated__/IntegrationRuns_clientCompany.graphql.ts";
import { formatDateTime } from "../../../lib/calendarDate.ts";
import { useCodeText } from "../../../ui/useErrorText.ts";

const K = "settingsIntegrations.runs";
const ERRORS = { feature: "settingsIntegrations.errors" } as const;
const COLOR: Record<string, string> = { QUEUED: "gray", RUNNING: "blue", SUCCEEDED: "teal", FAILED: "red" };
const STATES = ["QUEUED", "RUNNING", "SUCCEEDED", "FAILED"] as const;
const TRIGGERS = ["MANUAL", "SCHEDULED"] as const;
const stateOf = (state: string) => STATES.find((s) => s === state) ?? "QUEUED";
const triggerOf = (trigger: string) => TRIGGERS.find((s) => s === trigger) ?? "MANUAL";

/** The last import runs of a connection: state, counts, progress while running, the error. */
export function IntegrationRuns({ clientCompany }: { clientCompany: IntegrationRuns_clientCompany$key }) {
  const { t, i18n } = useTranslation();
  const codeText = useCodeText(ERRORS);
  const company = useFragment(
    graphql`
      fragment IntegrationRuns_clientCompany on ClientCompany
      @argumentDefinitions(provider: { type: "IntegrationProvider!" }) {
        integrationRunsList(provider: $provider) {
          rowId
          state
          trigger
          createdAt
          startedAt
          totalCount
          importedCount
          skippedCount
          failedCount
          errorCode
          errorDetail
        }
      }
    `,
    clientCompany,
  );
  const runs = company.integrationRunsList ?? [];
  if (runs.length === 0) return <Text c="dimmed">{t(`${K}.empty`)}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t("settingsIntegrations.sections.runs")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`${K}.started`)}</Table.Th>
            <Table.Th>{t(`${K}.trigger`)}</Table.Th>
            <Table.Th>{t(`${K}.state`)}</Table.Th>
            <Table.Th ta="right">{t(`${K}.found`)}</Table.Th>
            <Table.Th ta="right">{t(`${K}.imported`)}</Table.Th>
            <Table.Th ta="right">{t(`${K}.skipped`)}</Table.Th>
            <Table.Th ta="right">{t(`${K}.failed`)}</Table.Th>
            <Table.Th>{t(`${K}.error`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => {
            const done = run.importedCount + run.skippedCount + run.failedCount;
            return (
              <Table.Tr key={run.rowId}>
                <Table.Td>{formatDateTime(run.startedAt ?? run.createdAt, i18n.language)}</Table.Td>
                <Table.Td>{t(`${K}.triggers.${triggerOf(run.trigger)}`)}</Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <Badge color={COLOR[run.state]} variant="light">
                      {t(`${K}.states.${stateOf(run.state)}`)}
                    </Badge>
                    {run.state === "RUNNING" && run.totalCount > 0 ? (
                      <>
                        <Progress
                          value={Math.min(100, (done / run.totalCount) * 100)}
                          size="sm"
                          aria-label={t(`${K}.progress`, { done, total: run.totalCount })}
                        />
                        <Text fz="xs" c="dimmed">
                          {t(`${K}.progress`, { done, total: run.totalCount })}
                        </Text>
                      </>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td ta="right">{run.totalCount}</Table.Td>
                <Table.Td ta="right">{run.importedCount}</Table.Td>
                <Table.Td ta="right">{run.skippedCount}</Table.Td>
                <Table.Td ta="right">{run.failedCount}</Table.Td>
                <Table.Td>
                  {run.errorCode ? (
                    <Stack gap={2}>
                      <Text fz="sm" c={run.state === "FAILED" ? "red" : undefined}>
                        {codeText(run.errorCode)}
                      </Text>
                      {run.errorDetail ? (
                        <Text fz="xs" c="dimmed">
                          {run.errorDetail}
                        </Text>
                      ) : null}
                    </Stack>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
