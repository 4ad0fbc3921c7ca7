import { ActionIcon, Button, EmptyState, Group, Paper, Stack, Table, Text, Tooltip } from "@mantine/core";
import { IconPencil, IconSearch, IconTags, IconTrash } from "@tabler/icons-react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { TagsListPage_clientCompany$key } from "../../../__generated__/TagsListPage_clientCompany.graphql.ts";
import type { TagsListPageQuery } from "../../../__generated__/TagsListPageQuery.graphql.ts";
import type { TagsListPaginationQuery } from "../../../__generated__/TagsListPaginationQuery.graphql.ts";
import { formatCount, formatDateTime } from "../../../lib/format.ts";
import { HrefAnchor } from "../../../ui/HrefLinks.tsx";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { DeleteTagModal, type TagToDelete } from "../components/DeleteTagModal.tsx";
import { RenameTagForm } from "../components/RenameTagForm.tsx";
import { taggedDocumentsHref } from "../lib/paths.ts";

const K = "settingsTags";

export const tagsListPageQuery = graphql`
  query TagsListPageQuery($clientCompanyRowId: UUID!, $count: Int!, $searchText: String) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasCompanyTagsManageAccess
      featureFlags {
        realEstateObjects
      }
      ...TagsListPage_clientCompany @arguments(count: $count, searchText: $searchText)
    }
  }
`;

export interface TagsListSearchState {
  searchText?: string | undefined;
}

export interface TagsListPageProps {
  queryRef: PreloadedQuery<TagsListPageQuery>;
  search: TagsListSearchState;
  count: number;
  onSearchChange: (change: TagsListSearchState) => void;
}

/** Settings → tags (company-tags-manage access; spec part 2, settings: list only): the company's
 * tags by creation with how many documents carry them, renamed in place, deleted after a
 * confirmation that names how many documents lose the tag. */
export function TagsListPage({ queryRef, search, count, onSearchChange }: TagsListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.title`));
  const data = usePreloadedQuery<TagsListPageQuery>(tagsListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!company?.currentUserHasCompanyTagsManageAccess) return <SettingsForbidden description={t(`${K}.forbidden`)} />;
  return (
    <SettingsPageFrame title={t(`${K}.title`)} description={t(`${K}.description`)}>
      <ListToolbar
        searchText={search.searchText}
        onSearchTextChange={setSearchText}
        searchLabel={t(`${K}.searchLabel`)}
        searchPlaceholder={t(`${K}.searchPlaceholder`)}
      />
      <TagsTable
        clientCompany={company}
        clientCompanyRowId={company.rowId}
        withObjects={company.featureFlags?.realEstateObjects ?? false}
        count={count}
        isFiltered={Boolean(search.searchText)}
        onResetFilter={() => onSearchChange({ searchText: undefined })}
      />
    </SettingsPageFrame>
  );
}

interface TagsTableProps {
  clientCompany: TagsListPage_clientCompany$key;
  clientCompanyRowId: string;
  withObjects: boolean;
  count: number;
  isFiltered: boolean;
  onResetFilter: () => void;
}

function TagsTable({
  clientCompany,
  clientCompanyRowId,
  withObjects,
  count,
  isFiltered,
  onResetFilter,
}: TagsTableProps) {
  const { t, i18n } = useTranslation();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TagToDelete | null>(null);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    TagsListPaginationQuery,
    TagsListPage_clientCompany$key
  >(
    graphql`
      fragment TagsListPage_clientCompany on ClientCompany
      @refetchable(queryName: "TagsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, searchText: { type: "String" }) {
        tagsList(first: $count, after: $cursor, searchText: $searchText) @connection(key: "TagsListPage_tagsList") {
          __id
          totalCount
          edges {
            node {
              id
              rowId
              tag
              documentTagCount
              realEstateObjectCount
              createdAt
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const list = data.tagsList;
  const rows = list.edges.map((edge) => edge.node);
  if (list.totalCount === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        {isFiltered ? (
          <EmptyState icon={<IconSearch size={28} stroke={1.6} />} variant="light" color="gray">
            <EmptyState.Title order={2}>{t("settingsPages.list.noMatch.title")}</EmptyState.Title>
            <EmptyState.Description>{t(`${K}.noMatch`)}</EmptyState.Description>
            <EmptyState.Actions>
              <Button variant="default" onClick={onResetFilter}>
                {t("settingsPages.list.resetSearch")}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <EmptyState icon={<IconTags size={28} stroke={1.6} />} variant="light">
            <EmptyState.Title order={2}>{t(`${K}.emptyTitle`)}</EmptyState.Title>
            <EmptyState.Description>{t(`${K}.empty`)}</EmptyState.Description>
          </EmptyState>
        )}
      </Paper>
    );
  }
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {t("settingsPages.list.count", { shown: formatCount(rows.length, i18n.language), count: list.totalCount })}
      </Text>
      <Paper withBorder radius="md">
        <Table highlightOnHover verticalSpacing={6} horizontalSpacing="md" fz="sm" aria-label={t(`${K}.title`)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`${K}.columns.tag`)}</Table.Th>
              <Table.Th ta="right" w={120}>
                {t(`${K}.columns.documents`)}
              </Table.Th>
              {withObjects ? (
                <Table.Th ta="right" w={120}>
                  {t(`${K}.columns.objects`)}
                </Table.Th>
              ) : null}
              <Table.Th w={170}>{t(`${K}.columns.createdAt`)}</Table.Th>
              <Table.Th w={96} ta="right">
                {t(`${K}.columns.actions`)}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  {renaming === row.rowId ? (
                    <RenameTagForm rowId={row.rowId} tag={row.tag} onDone={() => setRenaming(null)} />
                  ) : (
                    <Text fz="sm" fw={600}>
                      {row.tag}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
                  {row.documentTagCount > 0 ? (
                    <HrefAnchor
                      href={taggedDocumentsHref(clientCompanyRowId, row.rowId)}
                      fz="sm"
                      aria-label={t(`${K}.showDocuments`, { tag: row.tag })}
                    >
                      {formatCount(row.documentTagCount, i18n.language)}
                    </HrefAnchor>
                  ) : (
                    formatCount(0, i18n.language)
                  )}
                </Table.Td>
                {withObjects ? (
                  <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
                    {formatCount(row.realEstateObjectCount, i18n.language)}
                  </Table.Td>
                ) : null}
                <Table.Td>{formatDateTime(row.createdAt, i18n.language)}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={t(`${K}.rename`)}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t(`${K}.renameAction`, { tag: row.tag })}
                        onClick={() => setRenaming(row.rowId)}
                        disabled={renaming === row.rowId}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t(`${K}.delete`)}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t(`${K}.deleteAction`, { tag: row.tag })}
                        onClick={() =>
                          setDeleting({
                            rowId: row.rowId,
                            tag: row.tag,
                            documentCount: row.documentTagCount,
                            objectCount: row.realEstateObjectCount,
                          })
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {hasNext ? (
        <Group justify="center">
          <Button variant="default" loading={isLoadingNext} onClick={() => loadNext(count)}>
            {t("settingsPages.list.loadMore")}
          </Button>
        </Group>
      ) : null}
      <DeleteTagModal tag={deleting} connectionId={list.__id} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
