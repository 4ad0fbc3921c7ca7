import { Badge, Group, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { RealEstateObjectsListPageQuery } from "../../../__generated__/RealEstateObjectsListPageQuery.graphql.ts";
import type { RealEstateObjectsListPage_clientCompany$key } from "../../../__generated__/RealEstateObjectsListPage_clientCompany.graphql.ts";
import type { RealEstateObjectsListPaginationQuery } from "../../../__generated__/RealEstateObjectsListPaginationQuery.graphql.ts";
import { formatCount } from "../../../lib/format.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { Dash, PagedTable } from "../../../ui/settings/PagedTable.tsx";
import { SettingsFeatureOff, SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { type RealEstateObjectsListSearchState, realEstatePaths } from "../lib/paths.ts";
import { useObjectTypeLabel } from "../lib/useObjectTypeLabel.ts";

const K = "settingsRealEstate";

export const realEstateObjectsListPageQuery = graphql`
  query RealEstateObjectsListPageQuery(
    $clientCompanyRowId: UUID!
    $count: Int!
    $searchText: String
    $onlyActive: Boolean
  ) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasCompanyManageAccess
      featureFlags {
        realEstateObjects
      }
      ...RealEstateObjectsListPage_clientCompany
        @arguments(count: $count, searchText: $searchText, onlyActive: $onlyActive)
    }
  }
`;

export interface RealEstateObjectsListPageProps {
  queryRef: PreloadedQuery<RealEstateObjectsListPageQuery>;
  search: RealEstateObjectsListSearchState;
  count: number;
  onSearchChange: (change: RealEstateObjectsListSearchState) => void;
}

/** Settings → company → real-estate objects: searched in the database, only the active ones on
 * request (spec part 2, settings; §7 onlyActive). Company-manage access and the feature. */
export function RealEstateObjectsListPage({ queryRef, search, count, onSearchChange }: RealEstateObjectsListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.title`));
  const data = usePreloadedQuery<RealEstateObjectsListPageQuery>(realEstateObjectsListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!company?.currentUserHasCompanyManageAccess) return <SettingsForbidden description={t(`${K}.forbidden`)} />;
  if (!company.featureFlags?.realEstateObjects)
    return <SettingsFeatureOff title={t(`${K}.featureOff`)} description={t(`${K}.featureOffDescription`)} />;
  const paths = realEstatePaths(company.rowId);
  const onlyActive = search.onlyActive ?? false;
  return (
    <SettingsPageFrame
      title={t(`${K}.title`)}
      description={t(`${K}.description`)}
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
        includeInactive={{
          value: onlyActive,
          label: t(`${K}.onlyActive`),
          onChange: (value) => onSearchChange({ onlyActive: value || undefined }),
        }}
      />
      <RealEstateObjectsTable
        clientCompany={company}
        count={count}
        isFiltered={Boolean(search.searchText) || onlyActive}
        onResetFilter={() => onSearchChange({ searchText: undefined, onlyActive: undefined })}
        paths={paths}
      />
    </SettingsPageFrame>
  );
}

interface RealEstateObjectsTableProps {
  clientCompany: RealEstateObjectsListPage_clientCompany$key;
  count: number;
  isFiltered: boolean;
  onResetFilter: () => void;
  paths: ReturnType<typeof realEstatePaths>;
}

function RealEstateObjectsTable({
  clientCompany,
  count,
  isFiltered,
  onResetFilter,
  paths,
}: RealEstateObjectsTableProps) {
  const { t, i18n } = useTranslation();
  const typeLabel = useObjectTypeLabel();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    RealEstateObjectsListPaginationQuery,
    RealEstateObjectsListPage_clientCompany$key
  >(
    graphql`
      fragment RealEstateObjectsListPage_clientCompany on ClientCompany
      @refetchable(queryName: "RealEstateObjectsListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int!" }
        cursor: { type: "Cursor" }
        searchText: { type: "String" }
        onlyActive: { type: "Boolean" }
      ) {
        realEstateObjectsList(first: $count, after: $cursor, searchText: $searchText, onlyActive: $onlyActive)
          @connection(key: "RealEstateObjectsListPage_realEstateObjectsList") {
          totalCount
          edges {
            node {
              id
              rowId
              title
              type
              number
              address
              zip
              city
              disabledAt
              documentCount
              tags {
                nodes {
                  id
                  tag
                }
              }
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const list = data.realEstateObjectsList;
  const rows = list.edges.map((edge) => edge.node);
  type Row = (typeof rows)[number];
  return (
    <PagedTable<Row>
      label={t(`${K}.title`)}
      rows={rows}
      rowKey={(row) => row.id}
      rowHref={(row) => paths.detail(row.rowId)}
      rowTitle={(row) => row.title}
      isMuted={(row) => row.disabledAt !== null}
      columns={[
        { key: "title", header: t(`${K}.columns.title`), render: (row) => row.title },
        { key: "number", header: t(`${K}.columns.number`), render: (row) => row.number ?? <Dash /> },
        {
          key: "type",
          header: t(`${K}.columns.type`),
          render: (row) => (
            <Text span size="sm" style={{ whiteSpace: "nowrap" }}>
              {typeLabel(row.type)}
            </Text>
          ),
        },
        {
          key: "address",
          header: t(`${K}.columns.address`),
          render: (row) => {
            const place = [row.zip, row.city].filter(Boolean).join(" ");
            const text = [row.address, place].filter(Boolean).join(", ");
            return text === "" ? <Dash /> : text;
          },
        },
        {
          key: "tags",
          header: t(`${K}.columns.tags`),
          render: (row) =>
            row.tags.nodes.length === 0 ? (
              <Dash />
            ) : (
              <Group gap={4} wrap="wrap">
                {row.tags.nodes.map((tag) => (
                  <Badge key={tag.id} size="sm" variant="light" color="gray" tt="none">
                    {tag.tag}
                  </Badge>
                ))}
              </Group>
            ),
        },
        {
          key: "documents",
          header: t(`${K}.columns.documents`),
          align: "right",
          render: (row) => formatCount(row.documentCount, i18n.language),
        },
        {
          key: "status",
          header: t(`${K}.columns.status`),
          render: (row) => (
            <Text size="sm" c={row.disabledAt ? "dimmed" : undefined}>
              {row.disabledAt ? t(`${K}.status.disabled`) : t(`${K}.status.active`)}
            </Text>
          ),
        },
      ]}
      totalCount={list.totalCount}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(count)}
      isFiltered={isFiltered}
      onResetFilter={onResetFilter}
      empty={{ title: t(`${K}.empty`), description: t(`${K}.emptyDescription`) }}
      createHref={paths.create()}
      createLabel={t(`${K}.create`)}
    />
  );
}
