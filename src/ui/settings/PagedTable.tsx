import { Button, EmptyState, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { IconListDetails, IconPlus, IconSearch } from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../lib/format.ts";
import { HrefAnchor, HrefButton } from "../HrefLinks.tsx";

const K = "settingsPages";

export interface PagedTableColumn<Row> {
  key: string;
  header: string;
  align?: "right";
  /** The first column links to the row's detail page. */
  render: (row: Row) => ReactNode;
}

export interface PagedTableProps<Row> {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowHref: (row: Row) => string;
  /** The text of the link in the first column. */
  rowTitle: (row: Row) => ReactNode;
  columns: readonly PagedTableColumn<Row>[];
  totalCount: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  /** The list is searched or filtered: an empty result offers to reset. */
  isFiltered: boolean;
  onResetFilter: () => void;
  empty: { title: string; description: string };
  createHref: string | null;
  createLabel: string;
  /** Rows muted (e.g. disabled accounts). */
  isMuted?: (row: Row) => boolean;
}

/** A dense settings list: one line per row, the first column links to the row, cursor paging
 * by "load more" (the database searches and counts). */
export function PagedTable<Row>({
  label,
  rows,
  rowKey,
  rowHref,
  rowTitle,
  columns,
  totalCount,
  hasNext,
  isLoadingNext,
  onLoadMore,
  isFiltered,
  onResetFilter,
  empty,
  createHref,
  createLabel,
  isMuted,
}: PagedTableProps<Row>) {
  const { t, i18n } = useTranslation();
  const router = useRouter();
  if (totalCount === 0 && !isFiltered) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState icon={<IconListDetails size={28} stroke={1.6} />} variant="light">
          <EmptyState.Title order={2}>{empty.title}</EmptyState.Title>
          <EmptyState.Description>{empty.description}</EmptyState.Description>
          {createHref ? (
            <EmptyState.Actions>
              <HrefButton href={createHref} leftSection={<IconPlus size={18} />}>
                {createLabel}
              </HrefButton>
            </EmptyState.Actions>
          ) : null}
        </EmptyState>
      </Paper>
    );
  }
  if (totalCount === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState icon={<IconSearch size={28} stroke={1.6} />} variant="light" color="gray">
          <EmptyState.Title order={2}>{t(`${K}.list.noMatch.title`)}</EmptyState.Title>
          <EmptyState.Description>{t(`${K}.list.noMatch.description`)}</EmptyState.Description>
          <EmptyState.Actions>
            <Button variant="default" onClick={onResetFilter}>
              {t(`${K}.list.resetSearch`)}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  }
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {t(`${K}.list.count`, { shown: formatCount(rows.length, i18n.language), count: totalCount })}
      </Text>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={720}>
          <Table highlightOnHover verticalSpacing={6} horizontalSpacing="md" fz="sm" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key} ta={column.align}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const href = rowHref(row);
                const muted = isMuted?.(row) ?? false;
                return (
                  <Table.Tr
                    key={rowKey(row)}
                    style={{ cursor: "pointer" }}
                    c={muted ? "dimmed" : undefined}
                    onClick={(event) => {
                      if ((event.target as HTMLElement).closest("a, button")) return;
                      void router.navigate({ href });
                    }}
                  >
                    {columns.map((column, index) => (
                      <Table.Td
                        key={column.key}
                        ta={column.align}
                        style={column.align === "right" ? { fontVariantNumeric: "tabular-nums" } : undefined}
                      >
                        {index === 0 ? (
                          <HrefAnchor href={href} fw={600} c="inherit">
                            {rowTitle(row)}
                          </HrefAnchor>
                        ) : (
                          column.render(row)
                        )}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {hasNext ? (
        <Group justify="center">
          <Button variant="default" loading={isLoadingNext} onClick={onLoadMore}>
            {t(`${K}.list.loadMore`)}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** A dash for an empty cell. */
export function Dash() {
  return (
    <Text span fz="sm" c="dimmed">
      –
    </Text>
  );
}
