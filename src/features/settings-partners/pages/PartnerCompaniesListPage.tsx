import { Badge, Button, Group, Select, Switch, Text } from "@mantine/core";
import { IconArrowsJoin, IconPlus } from "@tabler/icons-react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { PartnerCompaniesListPage_clientCompany$key } from "../../../__generated__/PartnerCompaniesListPage_clientCompany.graphql.ts";
import type { PartnerCompaniesListPageQuery } from "../../../__generated__/PartnerCompaniesListPageQuery.graphql.ts";
import type { PartnerCompaniesListPaginationQuery } from "../../../__generated__/PartnerCompaniesListPaginationQuery.graphql.ts";
import { formatCount, formatDate } from "../../../lib/format.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { Dash, PagedTable } from "../../../ui/settings/PagedTable.tsx";
import { SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { PartnerMergeDialog } from "../components/PartnerMergeDialog.tsx";
import {
  PARTNER_COMPANY_ORDERS,
  type PartnerCompaniesListSearchState,
  type PartnerCompanyOrderParam,
  partnerPaths,
} from "../lib/paths.ts";

const K = "settingsPartners";

export const partnerCompaniesListPageQuery = graphql`
  query PartnerCompaniesListPageQuery(
    $clientCompanyRowId: UUID!
    $count: Int!
    $searchText: String
    $includeInactive: Boolean
    $withDuplicates: Boolean
    $orderBy: PartnerCompanyOrder
  ) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasCompanyManageAccess
      ...PartnerCompaniesListPage_clientCompany
        @arguments(
          count: $count
          searchText: $searchText
          includeInactive: $includeInactive
          withDuplicates: $withDuplicates
          orderBy: $orderBy
        )
    }
  }
`;

export interface PartnerCompaniesListPageProps {
  queryRef: PreloadedQuery<PartnerCompaniesListPageQuery>;
  search: PartnerCompaniesListSearchState;
  count: number;
  onSearchChange: (change: PartnerCompaniesListSearchState) => void;
}

/** Settings → company → partner companies: searched, sorted, inactive ones and duplicates on
 * request; duplicates are merged from here (company-manage access). */
export function PartnerCompaniesListPage({ queryRef, search, count, onSearchChange }: PartnerCompaniesListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.title`));
  const data = usePreloadedQuery<PartnerCompaniesListPageQuery>(partnerCompaniesListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!company?.currentUserHasCompanyManageAccess) return <SettingsForbidden />;
  const paths = partnerPaths(company.rowId);
  const withDuplicates = search.withDuplicatePartnerCompanies === true;
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
      <Group gap="md" align="flex-end" wrap="wrap">
        <div style={{ flex: 1, minWidth: 280 }}>
          <ListToolbar
            searchText={search.searchText}
            onSearchTextChange={setSearchText}
            searchLabel={t(`${K}.searchLabel`)}
            searchPlaceholder={t(`${K}.searchPlaceholder`)}
            includeInactive={{
              value: search.includeInactive === true,
              label: t(`${K}.includeInactive`),
              onChange: (value) => onSearchChange({ includeInactive: value || undefined }),
            }}
          />
        </div>
        <Switch
          mb={8}
          label={t(`${K}.withDuplicates`)}
          checked={withDuplicates}
          onChange={(event) =>
            onSearchChange({ withDuplicatePartnerCompanies: event.currentTarget.checked || undefined })
          }
        />
        <Select
          label={t(`${K}.orderBy`)}
          w={230}
          allowDeselect={false}
          data={PARTNER_COMPANY_ORDERS.map((value) => ({ value, label: t(`${K}.orders.${value}`) }))}
          value={search.orderBy ?? "NAME_ASC"}
          onChange={(value) =>
            onSearchChange({
              orderBy: value && value !== "NAME_ASC" ? (value as PartnerCompanyOrderParam) : undefined,
            })
          }
        />
      </Group>
      {withDuplicates ? (
        <Text size="sm" c="dimmed">
          {t(`${K}.duplicatesLead`)}
        </Text>
      ) : null}
      <PartnerCompaniesTable
        clientCompany={company}
        count={count}
        withDuplicates={withDuplicates}
        isFiltered={Boolean(search.searchText) || withDuplicates}
        onResetFilter={() => onSearchChange({ searchText: undefined, withDuplicatePartnerCompanies: undefined })}
        createHref={paths.create()}
        detailHref={paths.detail}
      />
    </SettingsPageFrame>
  );
}

interface PartnerCompaniesTableProps {
  clientCompany: PartnerCompaniesListPage_clientCompany$key;
  count: number;
  withDuplicates: boolean;
  isFiltered: boolean;
  onResetFilter: () => void;
  createHref: string;
  detailHref: (rowId: string) => string;
}

function PartnerCompaniesTable({
  clientCompany,
  count,
  withDuplicates,
  isFiltered,
  onResetFilter,
  createHref,
  detailHref,
}: PartnerCompaniesTableProps) {
  const { t, i18n } = useTranslation();
  const [merging, setMerging] = useState<string | null>(null);
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    PartnerCompaniesListPaginationQuery,
    PartnerCompaniesListPage_clientCompany$key
  >(
    graphql`
      fragment PartnerCompaniesListPage_clientCompany on ClientCompany
      @refetchable(queryName: "PartnerCompaniesListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int!" }
        cursor: { type: "Cursor" }
        searchText: { type: "String" }
        includeInactive: { type: "Boolean" }
        withDuplicates: { type: "Boolean" }
        orderBy: { type: "PartnerCompanyOrder" }
      ) {
        partnerCompaniesList(
          first: $count
          after: $cursor
          searchText: $searchText
          includeInactive: $includeInactive
          withDuplicates: $withDuplicates
          orderBy: $orderBy
        ) @connection(key: "PartnerCompaniesListPage_partnerCompaniesList") {
          totalCount
          edges {
            node {
              id
              rowId
              name
              active
              vatIds
              documentsCount
              duplicatesCount
              createdAt
              locations(first: 20) {
                nodes {
                  main
                  city
                  country
                }
              }
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const list = data.partnerCompaniesList;
  const rows = list.edges.map((edge) => edge.node);
  type Row = (typeof rows)[number];
  return (
    <>
      <PagedTable<Row>
        label={t(`${K}.title`)}
        rows={rows}
        rowKey={(row) => row.id}
        rowHref={(row) => detailHref(row.rowId)}
        rowTitle={(row) => row.name}
        isMuted={(row) => !row.active}
        columns={[
          { key: "name", header: t(`${K}.columns.name`), render: (row) => row.name },
          {
            key: "vatIds",
            header: t(`${K}.columns.vatIds`),
            render: (row) => row.vatIds.filter(Boolean).join(", ") || <Dash />,
          },
          {
            key: "city",
            header: t(`${K}.columns.city`),
            render: (row) => {
              const main = row.locations.nodes.find((l) => l.main) ?? row.locations.nodes[0];
              return main?.city ? [main.city, main.country].filter(Boolean).join(", ") : <Dash />;
            },
          },
          {
            key: "documents",
            header: t(`${K}.columns.documents`),
            align: "right",
            render: (row) => formatCount(row.documentsCount, i18n.language),
          },
          {
            key: "created",
            header: t(`${K}.columns.created`),
            render: (row) => formatDate(row.createdAt.slice(0, 10), i18n.language),
          },
          {
            key: "status",
            header: t(`${K}.columns.status`),
            render: (row) => (
              <Group gap={6} wrap="nowrap">
                {row.active ? null : (
                  <Badge size="sm" color="gray" variant="light">
                    {t(`${K}.status.inactive`)}
                  </Badge>
                )}
                {row.duplicatesCount > 0 ? (
                  withDuplicates ? (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="orange"
                      leftSection={<IconArrowsJoin size={14} />}
                      onClick={() => setMerging(row.rowId)}
                    >
                      {t(`${K}.merge.open`, { count: row.duplicatesCount })}
                    </Button>
                  ) : (
                    <Badge size="sm" color="orange" variant="light">
                      {t(`${K}.duplicatesBadge`, { count: row.duplicatesCount })}
                    </Badge>
                  )
                ) : null}
              </Group>
            ),
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
      <PartnerMergeDialog
        partnerCompanyRowId={merging}
        onClose={() => setMerging(null)}
        onMerged={() => refetch({}, { fetchPolicy: "network-only" })}
      />
    </>
  );
}
