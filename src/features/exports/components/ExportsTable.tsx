import { Button, Group, Paper, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ExportRow } from "./ExportRow.tsx";
import type { ExportRow_export$key } from "../../../__generated__/ExportRow_export.graphql.ts";

export interface ExportsTableProps {
  title: string;
  testId: string;
  exports: readonly { readonly id: string; readonly node: ExportRow_export$key }[];
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  canUndo: boolean;
  onUndo: (exportRowId: string) => void;
  pollIntervalMs?: number;
}

/** One list of exports (by users or by API clients) with "load more". */
export function ExportsTable({
  title,
  testId,
  exports,
  hasNext,
  isLoadingNext,
  onLoadMore,
  canUndo,
  onUndo,
  pollIntervalMs,
}: ExportsTableProps) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      aria-label={title}
      data-testid={testId}
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {exports.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t("exports.empty")}
          </Text>
        ) : (
          <ScrollArea type="auto">
            <Table verticalSpacing="sm" striped highlightOnHover miw={860}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("exports.columns.createdAt")}</Table.Th>
                  <Table.Th>{t("exports.columns.period")}</Table.Th>
                  <Table.Th>{t("exports.columns.counts")}</Table.Th>
                  <Table.Th>{t("exports.columns.sums")}</Table.Th>
                  <Table.Th>{t("exports.columns.status")}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t("exports.columns.actions")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {exports.map((edge) => (
                  <ExportRow
                    key={edge.id}
                    export={edge.node}
                    canUndo={canUndo}
                    onUndo={onUndo}
                    pollIntervalMs={pollIntervalMs}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {hasNext ? (
          <Group>
            <Button variant="default" onClick={onLoadMore} loading={isLoadingNext}>
              {t("exports.loadMore")}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
