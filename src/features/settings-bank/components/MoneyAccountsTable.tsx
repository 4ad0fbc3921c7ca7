import { Badge, Button, EmptyState, Group, Loader, Paper, Stack, Table, Text, Tooltip } from "@mantine/core";
import {
  IconAlertTriangle,
  IconCash,
  IconCreditCard,
  IconBuildingBank,
  IconPlus,
  IconSearch,
} from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import type { MoneyAccountsTable_clientCompany$key } from "../../../__generated__/MoneyAccountsTable_clientCompany.graphql.ts";
import type { MoneyAccountsTablePaginationQuery } from "../../../__generated__/MoneyAccountsTablePaginationQuery.graphql.ts";
import { formatDateTime, formatIban, formatMoney } from "../../../lib/format.ts";
import { formatMaskedCardNumber } from "../lib/cardNumber.ts";
import { CREDIT_CARD_BRANDS, type CreditCardBrand } from "../forms/moneyAccountFormSchema.ts";
import { bankNameOf } from "../lib/bankNames.ts";
import { matchesSearch } from "../../../lib/search/matchesSearch.ts";
import type { MoneyAccountKind } from "../lib/moneyAccountKinds.ts";
import { HrefAnchor, HrefButton } from "../../../ui/HrefLinks.tsx";

export interface MoneyAccountsTableProps {
  kind: MoneyAccountKind;
  clientCompany: MoneyAccountsTable_clientCompany$key;
  /** Bank names by BIC (the banks reference table). */
  bankNames: ReadonlyMap<string, string>;
  searchText: string | undefined;
  includeInactive: boolean;
  /** Accounts of the kind, active or not. */
  kindTotalCount: number;
  /** Rows per page (the URL's count). */
  count: number;
  onResetSearch: () => void;
  onIncludeInactive: () => void;
  createHref: string;
  detailHref: (rowId: string) => string;
}

const KIND_ICON = { bank: IconBuildingBank, creditCard: IconCreditCard, cash: IconCash } as const;

/** The accounts of one kind: a table filtered by the search, paged by `count`. */
export function MoneyAccountsTable({
  kind,
  clientCompany,
  bankNames,
  searchText,
  includeInactive,
  kindTotalCount,
  count,
  onResetSearch,
  onIncludeInactive,
  createHref,
  detailHref,
}: MoneyAccountsTableProps) {
  const { t, i18n } = useTranslation();
  const router = useRouter();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    MoneyAccountsTablePaginationQuery,
    MoneyAccountsTable_clientCompany$key
  >(
    graphql`
      fragment MoneyAccountsTable_clientCompany on ClientCompany
      @refetchable(queryName: "MoneyAccountsTablePaginationQuery")
      @argumentDefinitions(
        condition: { type: "MoneyAccountCondition!" }
        count: { type: "Int!" }
        cursor: { type: "Cursor" }
      ) {
        moneyAccounts(first: $count, after: $cursor, condition: $condition, orderBy: [NAME_ASC, PRIMARY_KEY_ASC])
          @connection(key: "MoneyAccountsTable_moneyAccounts") {
          totalCount
          edges {
            node {
              id
              rowId
              name
              description
              active
              iban
              bic
              holder
              number
              cardBrand
              currency
              currentBalance
              limit
              syncActive
              syncMessage
              lastSynced
              xs2AAccountRowId
              generalLedgerAccount {
                number
                name
              }
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const accounts = data.moneyAccounts;
  const rows = useMemo(
    () =>
      accounts.edges
        .map((edge) => edge.node)
        .filter((account) =>
          matchesSearch(searchText, [
            account.name,
            account.description,
            account.iban,
            account.holder,
            account.number,
            bankNameOf(bankNames, account.bic),
            account.generalLedgerAccount?.number,
          ]),
        ),
    [accounts.edges, searchText, bankNames],
  );
  // A search looks through every account, not only the loaded page.
  const isSearching = Boolean(searchText);
  useEffect(() => {
    if (isSearching && hasNext && !isLoadingNext) loadNext(count);
  }, [isSearching, hasNext, isLoadingNext, loadNext, count]);

  const Icon = KIND_ICON[kind];
  if (accounts.totalCount === 0) {
    const onlyInactive = !includeInactive && kindTotalCount > 0;
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState icon={<Icon size={28} stroke={1.6} />} variant="light">
          <EmptyState.Title order={2}>
            {onlyInactive
              ? t(`settingsBank.kinds.${kind}.empty.titleActiveOnly`)
              : t(`settingsBank.kinds.${kind}.empty.title`)}
          </EmptyState.Title>
          <EmptyState.Description>
            {onlyInactive
              ? t(`settingsBank.kinds.${kind}.empty.descriptionActiveOnly`, { count: kindTotalCount })
              : t(`settingsBank.kinds.${kind}.empty.description`)}
          </EmptyState.Description>
          <EmptyState.Actions>
            <Group justify="center" gap="sm">
              <HrefButton href={createHref} leftSection={<IconPlus size={18} />}>
                {t(`settingsBank.kinds.${kind}.create`)}
              </HrefButton>
              {onlyInactive ? (
                <Button variant="default" onClick={onIncludeInactive}>
                  {t("settingsBank.list.showInactive")}
                </Button>
              ) : null}
            </Group>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  }
  if (rows.length === 0 && !hasNext) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState icon={<IconSearch size={28} stroke={1.6} />} variant="light" color="gray">
          <EmptyState.Title order={2}>{t("settingsBank.list.noMatch.title", { searchText })}</EmptyState.Title>
          <EmptyState.Description>{t("settingsBank.list.noMatch.description")}</EmptyState.Description>
          <EmptyState.Actions>
            <Button variant="default" onClick={onResetSearch}>
              {t("settingsBank.list.resetSearch")}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  }

  const locale = i18n.language;
  const hasSync = kind !== "cash";
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {isSearching
          ? t(`settingsBank.kinds.${kind}.countFiltered`, { count: rows.length, total: accounts.totalCount })
          : t(`settingsBank.kinds.${kind}.count`, { count: accounts.totalCount })}
      </Text>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={820}>
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("settingsBank.columns.name")}</Table.Th>
                {kind === "bank" ? (
                  <Table.Th>{t("settingsBank.columns.ibanAndBank")}</Table.Th>
                ) : (
                  <Table.Th>{t(`settingsBank.columns.number.${kind}`)}</Table.Th>
                )}
                <Table.Th>{t("settingsBank.columns.ledgerAccount")}</Table.Th>
                <Table.Th w={90}>{t("settingsBank.columns.currency")}</Table.Th>
                <Table.Th ta="right">{t("settingsBank.columns.balance")}</Table.Th>
                {kind === "creditCard" ? <Table.Th ta="right">{t("settingsBank.columns.limit")}</Table.Th> : null}
                {hasSync ? <Table.Th>{t("settingsBank.columns.lastSynced")}</Table.Th> : null}
                <Table.Th miw={96}>{t("settingsBank.columns.status")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((account) => {
                const href = detailHref(account.rowId);
                return (
                  <Table.Tr
                    key={account.id}
                    style={{ cursor: "pointer" }}
                    onClick={(event) => {
                      // The name is the row's link; clicks elsewhere on the row open it too.
                      if ((event.target as HTMLElement).closest("a, button")) return;
                      void router.navigate({ href });
                    }}
                  >
                    <Table.Td maw={280}>
                      <HrefAnchor href={href} fw={600} c="inherit">
                        {account.name}
                      </HrefAnchor>
                      {account.description ? (
                        <Text fz="xs" c="dimmed" lineClamp={1}>
                          {account.description}
                        </Text>
                      ) : null}
                    </Table.Td>
                    {kind === "bank" ? (
                      <Table.Td fz="sm">
                        <Text ff="monospace" fz="sm" style={{ whiteSpace: "nowrap" }}>
                          {formatIban(account.iban)}
                        </Text>
                        {account.bic ? (
                          <Text fz="xs" c="dimmed">
                            {[bankNameOf(bankNames, account.bic), account.bic].filter(Boolean).join(" · ")}
                          </Text>
                        ) : null}
                      </Table.Td>
                    ) : (
                      <Table.Td
                        ff={kind === "creditCard" ? "monospace" : undefined}
                        fz="sm"
                        style={{ whiteSpace: "nowrap" }}
                      >
                        {kind === "creditCard" ? (
                          <>
                            {formatMaskedCardNumber(account.number) || <Dash />}
                            {isCardBrand(account.cardBrand) ? (
                              <Text fz="xs" c="dimmed" ff="var(--mantine-font-family)">
                                {t(`settingsBank.cardBrands.${account.cardBrand}`)}
                              </Text>
                            ) : null}
                          </>
                        ) : (
                          account.number || <Dash />
                        )}
                      </Table.Td>
                    )}
                    <Table.Td fz="sm">
                      {account.generalLedgerAccount ? (
                        <Tooltip label={account.generalLedgerAccount.name} withinPortal>
                          <span>{account.generalLedgerAccount.number}</span>
                        </Tooltip>
                      ) : (
                        <Dash />
                      )}
                    </Table.Td>
                    <Table.Td fz="sm">{account.currency}</Table.Td>
                    <Table.Td ta="right" fz="sm" style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
                      {account.currentBalance !== null && account.currentBalance !== undefined ? (
                        <Text span fz="sm" c={account.currentBalance.startsWith("-") ? "red.8" : undefined} fw={500}>
                          {formatMoney(account.currentBalance, account.currency, locale)}
                        </Text>
                      ) : (
                        <Tooltip label={t("settingsBank.list.noBalance")} withinPortal>
                          <Text span fz="sm" c="dimmed">
                            –
                          </Text>
                        </Tooltip>
                      )}
                    </Table.Td>
                    {kind === "creditCard" ? (
                      <Table.Td ta="right" fz="sm" style={{ whiteSpace: "nowrap" }}>
                        {account.limit ? formatMoney(account.limit, account.currency, locale) : <Dash />}
                      </Table.Td>
                    ) : null}
                    {hasSync ? (
                      <Table.Td fz="sm">
                        <SyncState
                          isConnected={Boolean(account.xs2AAccountRowId)}
                          syncActive={account.syncActive}
                          syncMessage={account.syncMessage}
                          lastSynced={account.lastSynced ? formatDateTime(account.lastSynced, locale) : null}
                        />
                      </Table.Td>
                    ) : null}
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      <Badge variant="light" color={account.active ? "teal" : "gray"} style={{ overflow: "visible" }}>
                        {account.active ? t("settingsBank.status.active") : t("settingsBank.status.inactive")}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {hasNext && !isSearching ? (
        <Group justify="center">
          <Button variant="default" loading={isLoadingNext} onClick={() => loadNext(count)}>
            {t("settingsBank.list.loadMore")}
          </Button>
        </Group>
      ) : null}
      {isSearching && hasNext ? (
        <Group justify="center" gap="xs">
          <Loader size="xs" />
          <Text fz="sm" c="dimmed">
            {t("settingsBank.list.searchingAll")}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

const isCardBrand = (value: string | null | undefined): value is CreditCardBrand =>
  (CREDIT_CARD_BRANDS as readonly (string | null | undefined)[]).includes(value);

function Dash() {
  return (
    <Text span fz="sm" c="dimmed">
      –
    </Text>
  );
}

interface SyncStateProps {
  isConnected: boolean;
  syncActive: boolean;
  syncMessage: string | null | undefined;
  lastSynced: string | null;
}

/** The bank connection's sync: running, its last problem (red), when it last ran. */
function SyncState({ isConnected, syncActive, syncMessage, lastSynced }: SyncStateProps) {
  const { t } = useTranslation();
  if (syncActive) {
    return (
      <Group gap={6} wrap="nowrap">
        <Loader size={12} />
        <Text fz="sm">{t("settingsBank.sync.running")}</Text>
      </Group>
    );
  }
  return (
    <Stack gap={2}>
      <Text fz="sm" c={lastSynced ? undefined : "dimmed"} style={{ whiteSpace: "nowrap" }}>
        {lastSynced ?? (isConnected ? t("settingsBank.sync.never") : t("settingsBank.sync.notConnected"))}
      </Text>
      {syncMessage ? (
        <Group gap={4} wrap="nowrap">
          <IconAlertTriangle size={14} color="var(--mantine-color-red-7)" aria-hidden />
          <Text fz="xs" c="red.7" lineClamp={2}>
            {syncMessage}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
