import { Anchor, Text } from "@mantine/core";
import { IconWand } from "@tabler/icons-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { WorkflowWizardsListPageQuery } from "../../../__generated__/WorkflowWizardsListPageQuery.graphql.ts";
import type { WorkflowWizardsListPage_clientCompany$key } from "../../../__generated__/WorkflowWizardsListPage_clientCompany.graphql.ts";
import type { WorkflowWizardsListPaginationQuery } from "../../../__generated__/WorkflowWizardsListPaginationQuery.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { wizardPayloadOf } from "../../../lib/wizards/workflowAndApprovalWizard.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { PagedTable } from "../../../ui/settings/PagedTable.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { useWizardOptions, type WizardOptions } from "../components/useWizardOptions.ts";
import { WizardFeatureOff, WizardForbidden } from "../components/WizardMessages.tsx";
import { approverNameOf, wizardAmountText } from "../lib/wizardSummary.ts";
import { type SettingsListSearchState, wizardPaths } from "../lib/wizardPaths.ts";

const K = "settingsWizards";

export const workflowWizardsListPageQuery = graphql`
  query WorkflowWizardsListPageQuery($clientCompanyRowId: UUID!, $count: Int!, $searchText: String) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      featureFlags {
        wizardWorkflowAndApprovals
      }
      ...WizardOptions_clientCompany
      ...WorkflowWizardsListPage_clientCompany @arguments(count: $count, searchText: $searchText)
    }
  }
`;

export interface WorkflowWizardsListPageProps {
  queryRef: PreloadedQuery<WorkflowWizardsListPageQuery>;
  search: SettingsListSearchState;
  count: number;
  onSearchChange: (change: SettingsListSearchState) => void;
}

/** Settings → wizards → workflow and approvals: the wizards saved so far (admins, wizard feature). */
export function WorkflowWizardsListPage({ queryRef, search, count, onSearchChange }: WorkflowWizardsListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.title`));
  const data = usePreloadedQuery<WorkflowWizardsListPageQuery>(workflowWizardsListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!company?.currentUserHasAdminAccess) return <WizardForbidden />;
  if (!company.featureFlags?.wizardWorkflowAndApprovals) return <WizardFeatureOff />;
  const paths = wizardPaths(company.rowId);
  return (
    <SettingsPageFrame
      title={t(`${K}.title`)}
      description={t(`${K}.lead`)}
      actions={
        <HrefButton href={paths.create()} leftSection={<IconWand size={18} />}>
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
      <WizardsTable
        clientCompany={company}
        options={company}
        count={count}
        isFiltered={Boolean(search.searchText)}
        onResetFilter={() => onSearchChange({ searchText: undefined })}
        paths={paths}
      />
    </SettingsPageFrame>
  );
}

interface WizardsTableProps {
  clientCompany: WorkflowWizardsListPage_clientCompany$key;
  options: Parameters<typeof useWizardOptions>[0];
  count: number;
  isFiltered: boolean;
  onResetFilter: () => void;
  paths: ReturnType<typeof wizardPaths>;
}

function WizardsTable({
  clientCompany,
  options: optionsKey,
  count,
  isFiltered,
  onResetFilter,
  paths,
}: WizardsTableProps) {
  const { t, i18n } = useTranslation();
  const options: WizardOptions = useWizardOptions(optionsKey);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    WorkflowWizardsListPaginationQuery,
    WorkflowWizardsListPage_clientCompany$key
  >(
    graphql`
      fragment WorkflowWizardsListPage_clientCompany on ClientCompany
      @refetchable(queryName: "WorkflowWizardsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, searchText: { type: "String" }) {
        wizardWorkflowAndApprovalsList(first: $count, after: $cursor, searchText: $searchText)
          @connection(key: "WorkflowWizardsListPage_wizardWorkflowAndApprovalsList") {
          totalCount
          edges {
            node {
              id
              rowId
              name
              payload
              updatedAt
              documentWorkflow {
                rowId
                name
              }
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const list = data.wizardWorkflowAndApprovalsList;
  const rows = list.edges.map((edge) => ({ ...edge.node, answers: wizardPayloadOf(edge.node.payload, i18n.language) }));
  type Row = (typeof rows)[number];
  return (
    <PagedTable<Row>
      label={t(`${K}.title`)}
      rows={rows}
      rowKey={(row) => row.id}
      rowHref={(row) => paths.detail(row.rowId)}
      rowTitle={(row) => row.name}
      columns={[
        { key: "name", header: t(`${K}.columns.name`), render: (row) => row.name },
        {
          key: "approver",
          header: t(`${K}.columns.approver`),
          render: (row) => approverNameOf(row.answers, options.names, t),
        },
        {
          key: "amount",
          header: t(`${K}.columns.amount`),
          align: "right",
          render: (row) =>
            `${wizardAmountText(row.answers.amount, i18n.language)} (${t(`${K}.basis.${row.answers.amountBasis}`)})`,
        },
        {
          key: "workflow",
          header: t(`${K}.columns.workflow`),
          render: (row) =>
            row.documentWorkflow ? (
              <Anchor href={paths.workflow(row.documentWorkflow.rowId)} size="sm">
                {row.documentWorkflow.name}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {t(`${K}.workflowMissing`)}
              </Text>
            ),
        },
        {
          key: "updatedAt",
          header: t(`${K}.columns.updatedAt`),
          render: (row) => formatDateTime(row.updatedAt, i18n.language),
        },
      ]}
      totalCount={list.totalCount}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(count)}
      isFiltered={isFiltered}
      onResetFilter={onResetFilter}
      empty={{ title: t(`${K}.empty.title`), description: t(`${K}.empty.description`) }}
      createHref={paths.create()}
      createLabel={t(`${K}.create`)}
    />
  );
}
