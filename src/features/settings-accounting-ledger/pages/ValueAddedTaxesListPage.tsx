import { Anchor, Badge, Button, Drawer, Group, Paper, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { startTransition, useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { ValueAddedTaxesListPage_clientCompany$key } from "../../../__generated__/ValueAddedTaxesListPage_clientCompany.graphql.ts";
import type { ValueAddedTaxesListPageQuery } from "../../../__generated__/ValueAddedTaxesListPageQuery.graphql.ts";
import type { ValueAddedTaxesListPaginationQuery } from "../../../__generated__/ValueAddedTaxesListPaginationQuery.graphql.ts";
import { formatDate } from "../../../lib/calendarDate.ts";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { LedgerSettingsForbidden, ListFooter } from "../components/LedgerSettingsChrome.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { ValueAddedTaxForm } from "../components/ValueAddedTaxForm.tsx";
import {
  emptyValueAddedTaxFormValues,
  shortPercentage,
  toValueAddedTaxPatch,
  type ValueAddedTaxFormValues,
  valueAddedTaxFormValuesOf,
} from "../forms/valueAddedTaxFormSchema.ts";
import { useEnumLabel } from "../lib/useEnumLabel.ts";
import {
  useCreateValueAddedTaxMutation,
  useSetValueAddedTaxRatesMutation,
  useUpdateValueAddedTaxMutation,
} from "../mutations/valueAddedTaxMutations.ts";

export const valueAddedTaxesListPageQuery = graphql`
  query ValueAddedTaxesListPageQuery($clientCompanyRowId: UUID!, $count: Int!, $searchText: String) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      ...ValueAddedTaxesListPage_clientCompany @arguments(count: $count, searchText: $searchText)
    }
  }
`;

export interface ValueAddedTaxesListPageProps {
  queryRef: PreloadedQuery<ValueAddedTaxesListPageQuery>;
  search: { searchText?: string };
  count: number;
  onSearchChange: (change: { searchText?: string }) => void;
}

/** Settings → accounting → VAT codes (spec: "vats (list only)"): the list, created and edited
 * in a drawer. */
export function ValueAddedTaxesListPage({ queryRef, search, count, onSearchChange }: ValueAddedTaxesListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t("settingsAccountingLedger.vats.title"));
  const data = usePreloadedQuery<ValueAddedTaxesListPageQuery>(valueAddedTaxesListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!company?.currentUserHasAccountingAccess) return <LedgerSettingsForbidden />;
  return (
    <ValueAddedTaxesTable
      clientCompany={company}
      clientCompanyRowId={company.rowId}
      count={count}
      toolbar={
        <ListToolbar
          searchText={search.searchText}
          onSearchTextChange={setSearchText}
          searchLabel={t("settingsAccountingLedger.vats.searchLabel")}
          searchPlaceholder={t("settingsAccountingLedger.vats.searchPlaceholder")}
        />
      }
    />
  );
}

type Editing = { mode: "create" } | { mode: "edit"; rowId: string };

function ValueAddedTaxesTable({
  clientCompany,
  clientCompanyRowId,
  count,
  toolbar,
}: {
  clientCompany: ValueAddedTaxesListPage_clientCompany$key;
  clientCompanyRowId: string;
  count: number;
  toolbar: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const label = useEnumLabel();
  const [editing, setEditingState] = useState<Editing | null>(null);
  /** A code created in this drawer whose rates were refused: saving again updates it. */
  const createdRowId = useRef<string | null>(null);
  const setEditing = (next: Editing | null) => {
    createdRowId.current = null;
    setEditingState(next);
  };
  const [commitCreate] = useCreateValueAddedTaxMutation();
  const [commitUpdate] = useUpdateValueAddedTaxMutation();
  const [commitRates] = useSetValueAddedTaxRatesMutation();
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    ValueAddedTaxesListPaginationQuery,
    ValueAddedTaxesListPage_clientCompany$key
  >(
    graphql`
      fragment ValueAddedTaxesListPage_clientCompany on ClientCompany
      @refetchable(queryName: "ValueAddedTaxesListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, searchText: { type: "String" }) {
        valueAddedTaxesList(first: $count, after: $cursor, searchText: $searchText)
          @connection(key: "ValueAddedTaxesListPage_valueAddedTaxesList") {
          totalCount
          edges {
            node {
              id
              rowId
              type
              name
              shortName
              code
              amountTypeMustBeNet
              intraEu
              valueAddedTaxRates(orderBy: [VALID_FROM_ASC, PERCENTAGE_DESC]) {
                nodes {
                  id
                  percentage
                  validFrom
                  validUntil
                }
              }
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const list = data.valueAddedTaxesList;
  const edited = editing?.mode === "edit" ? list.edges.find((edge) => edge.node.rowId === editing.rowId)?.node : null;
  const ratePeriod = (rate: { validFrom: unknown; validUntil: unknown }) => {
    const from = rate.validFrom ? formatDate(String(rate.validFrom), i18n.language) : null;
    const until = rate.validUntil ? formatDate(String(rate.validUntil), i18n.language) : null;
    if (from && until) return t("settingsAccountingLedger.vats.period.between", { from, until });
    if (from) return t("settingsAccountingLedger.vats.period.from", { from });
    if (until) return t("settingsAccountingLedger.vats.period.until", { until });
    return null;
  };

  const save = async (values: ValueAddedTaxFormValues) => {
    let rowId = editing?.mode === "edit" ? editing.rowId : createdRowId.current;
    if (rowId) {
      const response = await commitAsPromise(commitUpdate, { input: { rowId, patch: toValueAddedTaxPatch(values) } });
      changedRow(response.updateValueAddedTax?.valueAddedTax);
    } else {
      const response = await commitAsPromise(commitCreate, {
        input: { valueAddedTax: { clientCompanyRowId, ...toValueAddedTaxPatch(values) } },
      });
      rowId = changedRow(response.createValueAddedTax?.valueAddedTax).rowId;
      createdRowId.current = rowId;
    }
    const ratesResponse = await commitAsPromise(commitRates, {
      input: { valueAddedTaxRowId: rowId, rates: values.rates },
    });
    changedRow(ratesResponse.setValueAddedTaxRates?.result);
    notifications.show({ color: "teal", message: t("settingsAccountingLedger.vats.saved", { name: values.name }) });
    setEditing(null);
    startTransition(() => {
      refetch({}, { fetchPolicy: "network-only" });
    });
  };

  return (
    <SettingsPageFrame
      title={t("settingsAccountingLedger.vats.title")}
      description={t("settingsAccountingLedger.vats.lead")}
      actions={
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ mode: "create" })}>
          {t("settingsAccountingLedger.vats.create")}
        </Button>
      }
    >
      {toolbar}
      <Paper withBorder radius="md">
        {list.totalCount === 0 ? (
          <Text p="md" c="dimmed" fz="sm">
            {t("settingsAccountingLedger.vats.empty")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table highlightOnHover verticalSpacing={6} horizontalSpacing="md" stickyHeader layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={110} style={{ whiteSpace: "nowrap" }}>
                    {t("settingsAccountingLedger.columns.code")}
                  </Table.Th>
                  <Table.Th>{t("settingsAccountingLedger.columns.name")}</Table.Th>
                  <Table.Th w={140}>{t("settingsAccountingLedger.columns.type")}</Table.Th>
                  <Table.Th w={260}>{t("settingsAccountingLedger.columns.rates")}</Table.Th>
                  <Table.Th w={200}>{t("settingsAccountingLedger.columns.marks")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.edges.map(({ node: vat }) => (
                  <Table.Tr key={vat.id}>
                    <Table.Td fz="sm" style={{ fontVariantNumeric: "tabular-nums" }}>
                      {vat.code ?? "–"}
                    </Table.Td>
                    <Table.Td>
                      {/* A link-like button whose long names wrap inside the column. */}
                      <Anchor
                        component="button"
                        type="button"
                        fz="sm"
                        fw={600}
                        c="inherit"
                        ta="left"
                        onClick={() => setEditing({ mode: "edit", rowId: vat.rowId })}
                      >
                        {vat.name}
                      </Anchor>
                      {vat.shortName ? (
                        <Text fz="xs" c="dimmed">
                          {vat.shortName}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td fz="sm" style={{ whiteSpace: "nowrap" }}>
                      {label("vatTypes", vat.type)}
                    </Table.Td>
                    <Table.Td fz="sm">
                      {vat.valueAddedTaxRates.nodes.length === 0
                        ? "–"
                        : vat.valueAddedTaxRates.nodes.map((rate) => {
                            const period = ratePeriod(rate);
                            return (
                              <Text key={rate.id} fz="sm" style={{ whiteSpace: "nowrap" }}>
                                {`${shortPercentage(String(rate.percentage))} %`}
                                {period ? (
                                  <Text span fz="xs" c="dimmed">
                                    {` · ${period}`}
                                  </Text>
                                ) : null}
                              </Text>
                            );
                          })}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="wrap">
                        {vat.type === "REVERSE_CHARGE" ? (
                          <Badge variant="light" color="grape" tt="none">
                            {t("settingsAccountingLedger.vats.reverseCharge")}
                          </Badge>
                        ) : null}
                        {vat.intraEu ? (
                          <Badge variant="light" color="blue" tt="none">
                            {t("settingsAccountingLedger.vats.intraEu")}
                          </Badge>
                        ) : null}
                        {vat.amountTypeMustBeNet ? (
                          <Badge variant="light" color="gray" tt="none">
                            {t("settingsAccountingLedger.vats.netOnly")}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Paper px="md" py="xs" radius={0} style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
          <ListFooter
            shown={list.edges.length}
            totalCount={list.totalCount}
            hasNext={hasNext}
            isLoadingNext={isLoadingNext}
            onLoadMore={() => loadNext(count)}
          />
        </Paper>
      </Paper>
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="lg"
        title={
          editing?.mode === "edit"
            ? t("settingsAccountingLedger.vats.editTitle")
            : t("settingsAccountingLedger.vats.createTitle")
        }
      >
        {editing ? (
          <ValueAddedTaxForm
            key={editing.mode === "edit" ? editing.rowId : "new"}
            defaultValues={
              edited
                ? valueAddedTaxFormValuesOf(
                    {
                      type: edited.type,
                      name: edited.name,
                      shortName: edited.shortName,
                      code: edited.code,
                      amountTypeMustBeNet: edited.amountTypeMustBeNet,
                      intraEu: edited.intraEu,
                      rates: edited.valueAddedTaxRates.nodes.map((rate) => ({
                        percentage: String(rate.percentage),
                        validFrom: rate.validFrom ? String(rate.validFrom) : null,
                        validUntil: rate.validUntil ? String(rate.validUntil) : null,
                      })),
                    },
                    inputLocaleOf(i18n.language),
                  )
                : emptyValueAddedTaxFormValues()
            }
            save={save}
            onCancel={() => setEditing(null)}
            submitLabel={t("settingsAccountingLedger.form.save")}
          />
        ) : null}
      </Drawer>
    </SettingsPageFrame>
  );
}
