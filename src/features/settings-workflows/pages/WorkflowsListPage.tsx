import { Badge, Group, Text, Tooltip } from "@mantine/core";
import { IconPlus, IconWand } from "@tabler/icons-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { WorkflowsListPage_clientCompany$key } from "../../../__generated__/WorkflowsListPage_clientCompany.graphql.ts";
import type { WorkflowsListPageQuery } from "../../../__generated__/WorkflowsListPageQuery.graphql.ts";
import type { WorkflowsListPaginationQuery } from "../../../__generated__/WorkflowsListPaginationQuery.graphql.ts";
import { formatCount } from "../../../lib/format.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { Dash, PagedTable } from "../../../ui/settings/PagedTable.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { WorkflowsForbidden } from "../components/WorkflowMessages.tsx";
import { type SettingsListSearchState, workflowPaths } from "../lib/workflowPaths.ts";

const K = "settingsWorkflows";

export const workflowsListPageQuery = graphql`
  query WorkflowsListPageQuery($clientCompanyRowId: UUID!, $count: Int!, $searchText: String) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      ...WorkflowsListPage_clientCompany @arguments(count: $count, searchText: $searchText)
    }
  }
`;

export interface WorkflowsListPageProps {
  queryRef: PreloadedQuery<WorkflowsListPageQuery>;
  search: SettingsListSearchState;
  count: number;
  onSearchChange: (change: SettingsListSearchState) => void;
}

/** Settings → workflows (admins): the company's workflows with their steps and how many
 * documents stand in them, searched by workflow or step name. */
export function WorkflowsListPage({ queryRef, search, count, onSearchChange }: WorkflowsListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.title`));
  const data = usePreloadedQuery<WorkflowsListPageQuery>(workflowsListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!company?.currentUserHasAdminAccess) return <WorkflowsForbidden />;
  const paths = workflowPaths(company.rowId);
  return (
    <SettingsPageFrame
      title={t(`${K}.title`)}
      description={t(`${K}.lead`)}
      actions={
        <HrefButton href={paths.create()} leftSection={<IconPlus size={18} />}>
          {t(`${K}.create`)}
        </HrefButton>
      }
    >
      <ListToolbar
        searchText={search.searchText}
        onSearchTextChange={setSearchText}
        searchLabel={t(`${K}.searchLabel`)}
        searchPlaceholder={t(`${K}.searchPlaceholder`)}
      />
      <WorkflowsTable
        clientCompany={company}
        count={count}
        isFiltered={Boolean(search.searchText)}
        onResetFilter={() => onSearchChange({ searchText: undefined })}
        createHref={paths.create()}
        detailHref={paths.workflow}
      />
    </SettingsPageFrame>
  );
}

interface WorkflowsTableProps {
  clientCompany: WorkflowsListPage_clientCompany$key;
  count: number;
  isFiltered: boolean;
  onResetFilter: () => void;
  createHref: string;
  detailHref: (rowId: string) => string;
}

function WorkflowsTable({
  clientCompany,
  count,
  isFiltered,
  onResetFilter,
  createHref,
  detailHref,
}: WorkflowsTableProps) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    WorkflowsListPaginationQuery,
    WorkflowsListPage_clientCompany$key
  >(
    graphql`
      fragment WorkflowsListPage_clientCompany on ClientCompany
      @refetchable(queryName: "WorkflowsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, searchText: { type: "String" }) {
        documentWorkflowsList(first: $count, after: $cursor, searchText: $searchText)
          @connection(key: "WorkflowsListPage_documentWorkflowsList") {
          totalCount
          edges {
            node {
              id
              rowId
              name
              isAutomatic
              createdByWizard
              documentCount
              sortedSteps {
                rowId
                name
                documentCount
              }
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const list = data.documentWorkflowsList;
  const rows = list.edges.map((edge) => edge.node);
  type Row = (typeof rows)[number];
  return (
    <PagedTable<Row>
      label={t(`${K}.title`)}
      rows={rows}
      rowKey={(row) => row.id}
      rowHref={(row) => detailHref(row.rowId)}
      rowTitle={(row) => row.name}
      columns={[
        { key: "name", header: t(`${K}.columns.name`), render: (row) => row.name },
        {
          key: "mode",
          header: t(`${K}.columns.mode`),
          render: (row) => (
            <Group gap="xs" wrap="nowrap">
              <Text fz="sm">{row.isAutomatic ? t(`${K}.automatic`) : t(`${K}.manual`)}</Text>
              {row.createdByWizard ? (
                <Tooltip label={t(`${K}.byWizardHint`)}>
                  <Badge size="sm" variant="light" color="grape" leftSection={<IconWand size={12} />}>
                    {t(`${K}.byWizard`)}
                  </Badge>
                </Tooltip>
              ) : null}
            </Group>
          ),
        },
        {
          key: "steps",
          header: t(`${K}.columns.steps`),
          render: (row) =>
            row.sortedSteps.length ? (
              <Text fz="sm" lineClamp={2}>
                {row.sortedSteps.map((s) => s.name).join(" → ")}
              </Text>
            ) : (
              <Dash />
            ),
        },
        {
          key: "documents",
          header: t(`${K}.columns.documents`),
          align: "right",
          render: (row) => formatCount(row.documentCount, i18n.language),
        },
      ]}
      totalCount={list.totalCount}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(count)}
      isFiltered={isFiltered}
      onResetFilter={onResetFilter}
      empty={{ title: t(`${K}.empty.title`), description: t(`${K}.empty.description`) }}
      createHref={createHref}
      createLabel={t(`${K}.create`)}
    />
  );
}
