import { Button, Group, Loader, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { BankingSelectionBarTotalsQuery } from "../../../__generated__/BankingSelectionBarTotalsQuery.graphql.ts";
import { formatCount, formatMoney } from "../../../lib/format.ts";
import type { MoneyCategoryOption } from "../hooks/useBankingOptions.ts";
import { MAX_SELECTION } from "../lib/selection.ts";
import { AssignCategoryButton } from "./AssignCategoryButton.tsx";

export interface BankingSelectionBarProps {
  clientCompanyRowId: string;
  selectedRowIds: ReadonlySet<string>;
  loadedCount: number;
  currency: string;
  categories: readonly MoneyCategoryOption[];
  onSelectLoaded: () => void;
  onClear: () => void;
  /** Categories were assigned: the statistics change (unclear count). */
  onCategoryAssigned: () => void;
}

/** How many transactions are selected with their incoming and outgoing sums (asked of the
 * server, so they hold for rows not loaded any more), "assign category" and "clear". */
export function BankingSelectionBar(props: BankingSelectionBarProps) {
  const { t, i18n } = useTranslation();
  const count = props.selectedRowIds.size;
  const ids = useMemo(() => [...props.selectedRowIds].sort(), [props.selectedRowIds]);
  const [debouncedIds] = useDebouncedValue(ids, 200);
  const number = (value: number) => formatCount(value, i18n.language);
  return (
    <Group gap="xs" wrap="wrap" data-testid="banking-selection" role="group" aria-label={t("banking.selection.label")}>
      {count > 0 ? (
        <>
          <Text fz="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
            {t("banking.selection.selected", { count, formatted: number(count) })}
          </Text>
          {debouncedIds.length > 0 ? (
            <Suspense fallback={<Loader size="xs" aria-label={t("banking.selection.loadingTotals")} />}>
              <SelectionTotals
                clientCompanyRowId={props.clientCompanyRowId}
                rowIds={debouncedIds}
                currency={props.currency}
              />
            </Suspense>
          ) : null}
          <AssignCategoryButton
            rowIds={ids}
            categories={props.categories}
            isDisabled={count > MAX_SELECTION}
            disabledReason={t("banking.selection.tooMany", { max: number(MAX_SELECTION) })}
            onAssigned={props.onCategoryAssigned}
          />
          <Button size="compact-sm" variant="subtle" color="gray" onClick={props.onClear}>
            {t("banking.selection.clear")}
          </Button>
        </>
      ) : props.loadedCount > 0 ? (
        <Button size="compact-sm" variant="subtle" onClick={props.onSelectLoaded}>
          {t("banking.selection.selectLoaded", { count: props.loadedCount, formatted: number(props.loadedCount) })}
        </Button>
      ) : null}
    </Group>
  );
}

function SelectionTotals({
  clientCompanyRowId,
  rowIds,
  currency,
}: {
  clientCompanyRowId: string;
  rowIds: readonly string[];
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  // On demand: the sums of the rows the person selected.
  const data = useLazyLoadQuery<BankingSelectionBarTotalsQuery>(
    graphql`
      query BankingSelectionBarTotalsQuery($clientCompanyRowId: UUID!, $moneyTransactionRowIds: [UUID]!) {
        moneyTransactionsSelectionTotals(
          clientCompanyRowId: $clientCompanyRowId
          moneyTransactionRowIds: $moneyTransactionRowIds
        ) {
          rowIds
          incomingSum
          outgoingSum
        }
      }
    `,
    { clientCompanyRowId, moneyTransactionRowIds: rowIds },
    { fetchPolicy: "store-and-network" },
  );
  const totals = data.moneyTransactionsSelectionTotals;
  return (
    <Group gap="sm" wrap="nowrap" data-testid="banking-selection-totals">
      <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
        <Text span c="dimmed" fz="sm">
          {t("banking.statistics.incoming")}{" "}
        </Text>
        <Text span fw={600} fz="sm" c="teal.8" style={{ fontVariantNumeric: "tabular-nums" }}>
          {formatMoney(totals?.incomingSum ?? "0", currency, i18n.language)}
        </Text>
      </Text>
      <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
        <Text span c="dimmed" fz="sm">
          {t("banking.statistics.outgoing")}{" "}
        </Text>
        <Text span fw={600} fz="sm" c="red.8" style={{ fontVariantNumeric: "tabular-nums" }}>
          {formatMoney(totals?.outgoingSum ?? "0", currency, i18n.language)}
        </Text>
      </Text>
    </Group>
  );
}
