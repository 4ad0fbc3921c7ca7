import { IconPlus } from "@tabler/icons-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { Dash, PagedTable, type PagedTableColumn } from "../../../ui/settings/PagedTable.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { rulePaths, type SettingsListSearchState } from "../lib/rulePaths.ts";
import { RulesTabs } from "./RulesTabs.tsx";

const K = "settingsRules";

/** What the actions and the reactions lists both show of a row. */
export interface RulePartRow {
  id: string;
  rowId: string;
  name: string;
  description: string | null | undefined;
  actionReactions: { totalCount: number };
}

export interface RulePartsListProps<Row extends RulePartRow> {
  part: "actions" | "reactions";
  clientCompanyRowId: string;
  rows: readonly Row[];
  /** The column that tells the part's own kind (the conditions' count, the reaction's kind). */
  partColumn: PagedTableColumn<Row>;
  totalCount: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  search: SettingsListSearchState;
  onSearchChange: (search: SettingsListSearchState) => void;
}

/** The frame of the actions and reactions lists: tabs, search, the table by name, create. */
export function RulePartsList<Row extends RulePartRow>({
  part,
  clientCompanyRowId,
  rows,
  partColumn,
  totalCount,
  hasNext,
  isLoadingNext,
  onLoadMore,
  search,
  onSearchChange,
}: RulePartsListProps<Row>) {
  const { t, i18n } = useTranslation();
  const paths = rulePaths(clientCompanyRowId);
  const createLabel = t(`${K}.${part}.create`);
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  return (
    <SettingsPageFrame
      title={t(`${K}.title`)}
      description={t(`${K}.lead`)}
      actions={
        <HrefButton href={paths.create(part)} leftSection={<IconPlus size={18} />}>
          {createLabel}
        </HrefButton>
      }
    >
      <RulesTabs clientCompanyRowId={clientCompanyRowId} active={part} />
      <ListToolbar
        searchText={search.searchText}
        onSearchTextChange={setSearchText}
        searchLabel={t(`${K}.searchLabel`)}
        searchPlaceholder={t(`${K}.searchPlaceholder`)}
      />
      <PagedTable<Row>
        label={t(`${K}.${part}.title`)}
        rows={rows}
        rowKey={(row) => row.id}
        rowHref={(row) => paths.detail(part, row.rowId)}
        rowTitle={(row) => row.name}
        columns={[
          { key: "name", header: t(`${K}.columns.name`), render: (row) => row.name },
          { key: "description", header: t(`${K}.columns.description`), render: (row) => row.description ?? <Dash /> },
          partColumn,
          {
            key: "rules",
            header: t(`${K}.columns.rules`),
            align: "right",
            render: (row) => formatCount(row.actionReactions.totalCount, i18n.language),
          },
        ]}
        totalCount={totalCount}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={onLoadMore}
        isFiltered={Boolean(search.searchText)}
        onResetFilter={() => onSearchChange({ searchText: undefined })}
        empty={{ title: t(`${K}.${part}.empty.title`), description: t(`${K}.${part}.empty.description`) }}
        createHref={paths.create(part)}
        createLabel={createLabel}
      />
    </SettingsPageFrame>
  );
}
