import { Alert, Button, Divider, Drawer, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import TransactionDrawerQueryNode, {
  type TransactionDrawerQuery,
} from "../../../__generated__/TransactionDrawerQuery.graphql.ts";
import type { MoneyCategoryOption } from "../hooks/useBankingOptions.ts";
import { bankingErrorMessage } from "../lib/bankingErrors.ts";
import { remainingOf } from "../forms/linkAmountFormSchema.ts";
import { useSetMoneyTransactionsCategoryMutation } from "../mutations/useSetMoneyTransactionsCategoryMutation.ts";
import { CategoryPicker } from "./CategoryPicker.tsx";
import { LinkDocumentPanel } from "./LinkDocumentPanel.tsx";
import { QueryErrorBoundary } from "./QueryErrorBoundary.tsx";
import { TransactionDetails } from "./TransactionDetails.tsx";
import { TransactionLinks } from "./TransactionLinks.tsx";
import { TransactionSuggestions } from "./TransactionSuggestions.tsx";

export const transactionDrawerQuery = graphql`
  query TransactionDrawerQuery($moneyTransactionRowId: UUID!) {
    moneyTransaction(rowId: $moneyTransactionRowId) {
      rowId
      amount
      currency
      matchedAmount
      moneyCategoryRowId
      ...TransactionDetails_transaction
    }
    ...TransactionLinks_query @arguments(moneyTransactionRowId: $moneyTransactionRowId)
    ...TransactionSuggestions_query @arguments(moneyTransactionRowId: $moneyTransactionRowId)
    linkedDocuments: moneyTransactionDocuments(
      condition: { moneyTransactionRowId: $moneyTransactionRowId }
      orderBy: [CREATED_AT_ASC]
    ) {
      nodes {
        documentRowId
      }
    }
  }
`;

export interface TransactionDrawerProps {
  /** The open transaction; undefined: the drawer is closed. */
  moneyTransactionRowId: string | undefined;
  clientCompanyRowId: string;
  categories: readonly MoneyCategoryOption[];
  onClose: () => void;
  /** Links, suggestions or the category changed: the list's statistics read again. */
  onChanged: () => void;
}

/** A transaction's details beside the list: what the bank reported, its category, the
 * documents it pays and why, the engine's suggestions, and linking a document by hand. */
export function TransactionDrawer({ moneyTransactionRowId, onClose, ...props }: TransactionDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={moneyTransactionRowId !== undefined}
      onClose={onClose}
      position="right"
      size={620}
      title={<Text fw={600}>{t("banking.details.title")}</Text>}
      closeButtonProps={{ "aria-label": t("banking.details.close") }}
      padding="lg"
    >
      {moneyTransactionRowId ? (
        <QueryErrorBoundary
          key={moneyTransactionRowId}
          fallback={(error, retry) => (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} />}>
              <Stack gap="xs" align="flex-start">
                <Text fz="sm">{bankingErrorMessage(error, t)}</Text>
                <Button size="compact-sm" variant="light" onClick={retry}>
                  {t("banking.errors.reload")}
                </Button>
              </Stack>
            </Alert>
          )}
        >
          <Suspense
            fallback={
              <Stack gap="sm" aria-busy>
                <Skeleton height={32} width="60%" />
                <Skeleton height={16} width="40%" />
                <Skeleton height={120} />
                <Skeleton height={80} />
              </Stack>
            }
          >
            <DrawerContent moneyTransactionRowId={moneyTransactionRowId} {...props} />
          </Suspense>
        </QueryErrorBoundary>
      ) : null}
    </Drawer>
  );
}

function DrawerContent({
  moneyTransactionRowId,
  clientCompanyRowId,
  categories,
  onChanged,
}: Omit<TransactionDrawerProps, "onClose"> & { moneyTransactionRowId: string }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  // On demand: the drawer's query, loaded when a click opens a transaction.
  const data = useLazyLoadQuery<TransactionDrawerQuery>(
    transactionDrawerQuery,
    { moneyTransactionRowId },
    { fetchPolicy: "store-and-network" },
  );
  // After a change the drawer reads its links and suggestions again (a link dismisses the
  // open suggestions, a confirmation links documents), and the list's figures follow.
  const refresh = useCallback(() => {
    fetchQuery<TransactionDrawerQuery>(
      environment,
      TransactionDrawerQueryNode,
      { moneyTransactionRowId },
      { fetchPolicy: "network-only" },
    ).subscribe({});
    onChanged();
  }, [environment, moneyTransactionRowId, onChanged]);

  const transaction = data.moneyTransaction;
  if (!transaction) {
    return (
      <Alert color="gray" variant="light">
        {t("banking.details.notFound")}
      </Alert>
    );
  }
  const remaining = remainingOf(transaction.amount, transaction.matchedAmount);
  const linkedDocumentRowIds = (data.linkedDocuments?.nodes ?? []).map((link) => link.documentRowId);
  return (
    <Stack gap="lg">
      <TransactionDetails transaction={transaction} />
      <TransactionCategory
        moneyTransactionRowId={transaction.rowId}
        value={transaction.moneyCategoryRowId ?? null}
        categories={categories}
        onChanged={onChanged}
      />
      <Divider />
      <Section title={t("banking.links.title")}>
        <TransactionLinks
          query={data}
          moneyTransactionRowId={transaction.rowId}
          currency={transaction.currency}
          clientCompanyRowId={clientCompanyRowId}
          onChanged={refresh}
        />
      </Section>
      <Section title={t("banking.suggestions.title")}>
        <TransactionSuggestions
          query={data}
          currency={transaction.currency}
          clientCompanyRowId={clientCompanyRowId}
          onChanged={refresh}
        />
      </Section>
      <Section title={t("banking.link.title")}>
        {remaining === "0.00" ? (
          <Text fz="sm" c="dimmed">
            {t("banking.link.fullyAssigned")}
          </Text>
        ) : (
          <LinkDocumentPanel
            clientCompanyRowId={clientCompanyRowId}
            moneyTransactionRowId={transaction.rowId}
            amount={transaction.amount}
            currency={transaction.currency}
            remaining={remaining}
            linkedDocumentRowIds={linkedDocumentRowIds}
            onLinked={() => {
              notifications.show({ color: "teal", message: t("banking.link.linked") });
              refresh();
            }}
          />
        )}
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function TransactionCategory({
  moneyTransactionRowId,
  value,
  categories,
  onChanged,
}: {
  moneyTransactionRowId: string;
  value: string | null;
  categories: readonly MoneyCategoryOption[];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [commit, isSaving] = useSetMoneyTransactionsCategoryMutation();
  const [error, setError] = useState<string | null>(null);
  if (categories.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t("banking.category.none")}
      </Text>
    );
  }
  return (
    <Group align="flex-end" gap="xs">
      <div style={{ flex: 1 }}>
        <CategoryPicker
          label={t("banking.category.label")}
          categories={categories}
          value={value}
          disabled={isSaving}
          error={error ?? undefined}
          onChange={(next) => {
            if (!next || next === value) return;
            setError(null);
            commit({
              variables: { input: { moneyTransactionRowIds: [moneyTransactionRowId], moneyCategoryRowId: next } },
              onCompleted: () => onChanged(),
              onError: (failure) => setError(bankingErrorMessage(failure, t)),
            });
          }}
        />
      </div>
    </Group>
  );
}
