import { Alert, Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconCheck, IconSparkles, IconX } from "@tabler/icons-react";
import { Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay";
import type { TransactionSuggestions_query$key } from "../../../__generated__/TransactionSuggestions_query.graphql.ts";
import type { TransactionSuggestionsDocumentsQuery } from "../../../__generated__/TransactionSuggestionsDocumentsQuery.graphql.ts";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { AnchorLink } from "../../../shell/links.tsx";
import { bankingErrorMessage } from "../lib/bankingErrors.ts";
import { parseAllocations, parseSuggestionChecks, scorePercent } from "../lib/matchChecks.ts";
import { useConfirmMoneyTransactionSuggestionMutation } from "../mutations/useConfirmMoneyTransactionSuggestionMutation.ts";
import { useDismissMoneyTransactionSuggestionMutation } from "../mutations/useDismissMoneyTransactionSuggestionMutation.ts";
import { MatchChecksList } from "./MatchChecksList.tsx";
import { QueryErrorBoundary } from "./QueryErrorBoundary.tsx";

export interface TransactionSuggestionsProps {
  query: TransactionSuggestions_query$key;
  currency: string;
  clientCompanyRowId: string;
  /** A suggestion was confirmed or dismissed: the drawer and the list read again. */
  onChanged: () => void;
}

const REASONS = ["END_TO_END_ID", "SCORED", "COMBINATION"] as const;
type Reason = (typeof REASONS)[number];

/** The engine's open suggestions, best first: the documents, the part of the transaction each
 * would get, the checks that speak for it, and confirm or dismiss. */
export function TransactionSuggestions({
  query,
  currency,
  clientCompanyRowId,
  onChanged,
}: TransactionSuggestionsProps) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment TransactionSuggestions_query on Query @argumentDefinitions(moneyTransactionRowId: { type: "UUID!" }) {
        transactionSuggestions: moneyTransactionSuggestions(
          condition: { moneyTransactionRowId: $moneyTransactionRowId }
          orderBy: [RANK_ASC]
        ) {
          nodes {
            id
            rowId
            score
            reason
            allocations
            checks
            dismissedAt
            documentIds
          }
        }
      }
    `,
    query,
  );
  const suggestions = (data.transactionSuggestions?.nodes ?? []).filter((suggestion) => !suggestion.dismissedAt);
  const documentRowIds = useMemo(
    () =>
      [
        ...new Set(suggestions.flatMap((suggestion) => suggestion.documentIds.filter((id): id is string => !!id))),
      ].sort(),
    [suggestions],
  );
  const [commitConfirm, isConfirming] = useConfirmMoneyTransactionSuggestionMutation();
  const [commitDismiss, isDismissing] = useDismissMoneyTransactionSuggestionMutation();
  const [busyRowId, setBusyRowId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const act = (suggestionRowId: string, action: "confirm" | "dismiss") => {
    setError(null);
    setBusyRowId(suggestionRowId);
    const commit = action === "confirm" ? commitConfirm : commitDismiss;
    commit({
      variables: { input: { suggestionRowId } },
      onCompleted: () => {
        setBusyRowId(null);
        onChanged();
      },
      onError: (failure) => {
        setBusyRowId(null);
        setError(bankingErrorMessage(failure, t));
      },
    });
  };

  if (suggestions.length === 0) {
    return (
      <Stack gap="xs">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Text fz="sm" c="dimmed">
          {t("banking.suggestions.none")}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      {error ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <QueryErrorBoundary
        fallback={(_failure, retry) => (
          <Alert color="red" variant="light" role="alert">
            <Group justify="space-between">
              <Text fz="sm">{t("banking.suggestions.documentsFailed")}</Text>
              <Button size="compact-sm" variant="light" onClick={retry}>
                {t("banking.errors.reload")}
              </Button>
            </Group>
          </Alert>
        )}
      >
        <Suspense fallback={<Skeleton height={96} radius="md" />}>
          <SuggestionCards
            suggestions={suggestions}
            documentRowIds={documentRowIds}
            currency={currency}
            clientCompanyRowId={clientCompanyRowId}
            busyRowId={busyRowId}
            isBusy={isConfirming || isDismissing}
            onAct={act}
          />
        </Suspense>
      </QueryErrorBoundary>
    </Stack>
  );
}

type Suggestion = {
  readonly id: string;
  readonly rowId: string;
  readonly score: string;
  readonly reason: string;
  readonly allocations: unknown;
  readonly checks: unknown;
};

interface SuggestionCardsProps {
  suggestions: readonly Suggestion[];
  documentRowIds: readonly string[];
  currency: string;
  clientCompanyRowId: string;
  busyRowId: string | null;
  isBusy: boolean;
  onAct: (suggestionRowId: string, action: "confirm" | "dismiss") => void;
}

function SuggestionCards({
  suggestions,
  documentRowIds,
  currency,
  clientCompanyRowId,
  busyRowId,
  isBusy,
  onAct,
}: SuggestionCardsProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  // On demand: the suggested documents inside the drawer a click opened.
  const documents = useLazyLoadQuery<TransactionSuggestionsDocumentsQuery>(
    graphql`
      query TransactionSuggestionsDocumentsQuery($clientCompanyRowId: UUID!, $documentRowIds: [UUID!]!) {
        documentsList(
          clientCompanyRowId: $clientCompanyRowId
          filter: { documentRowIds: $documentRowIds, archived: null, superseded: null }
          first: 50
        ) {
          edges {
            node {
              rowId
              derivedTitle
              invoice {
                invoiceNumber
                invoiceDate
                currency
                openAmount
                discountPercent
                discountUntil
                extractedPartnerName
                partnerCompany {
                  name
                }
              }
            }
          }
        }
      }
    `,
    { clientCompanyRowId, documentRowIds: [...documentRowIds] },
    { fetchPolicy: "store-or-network" },
  );
  const documentByRowId = new Map(
    documents.documentsList.edges.flatMap((edge) => (edge.node ? [[edge.node.rowId, edge.node] as const] : [])),
  );
  return (
    <Stack gap="xs">
      {suggestions.map((suggestion) => {
        const allocations = parseAllocations(suggestion.allocations);
        const checksByDocument = parseSuggestionChecks(suggestion.checks);
        const overall = checksByDocument.find((entry) => entry.documentRowId === null)?.checks ?? [];
        const reason = (REASONS as readonly string[]).includes(suggestion.reason)
          ? (suggestion.reason as Reason)
          : null;
        const isThisBusy = busyRowId === suggestion.rowId;
        return (
          <Paper key={suggestion.id} withBorder radius="md" p="sm" data-testid="transaction-suggestion">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Group gap={6}>
                  <Badge variant="light" color="violet" leftSection={<IconSparkles size={12} aria-hidden />}>
                    {t("banking.list.suggestion", { percent: scorePercent(suggestion.score) ?? 0 })}
                  </Badge>
                  {reason ? (
                    <Text fz="xs" c="dimmed">
                      {t(`banking.suggestions.reasons.${reason}`)}
                    </Text>
                  ) : null}
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    leftSection={<IconCheck size={14} />}
                    onClick={() => onAct(suggestion.rowId, "confirm")}
                    loading={isThisBusy && isBusy}
                    disabled={isBusy && !isThisBusy}
                  >
                    {t("banking.suggestions.confirm")}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconX size={14} />}
                    onClick={() => onAct(suggestion.rowId, "dismiss")}
                    disabled={isBusy}
                  >
                    {t("banking.suggestions.dismiss")}
                  </Button>
                </Group>
              </Group>
              {overall.length > 0 ? <MatchChecksList checks={overall} invoice={{ currency }} /> : null}
              {allocations.map((allocation, index) => {
                const document = documentByRowId.get(allocation.documentRowId);
                const invoice = document?.invoice;
                const partner = invoice?.partnerCompany?.name ?? invoice?.extractedPartnerName;
                const title =
                  [invoice?.invoiceNumber, partner].filter(Boolean).join(" · ") ||
                  document?.derivedTitle ||
                  t("banking.suggestions.unknownDocument");
                const checks =
                  checksByDocument.find((entry) => entry.documentRowId === allocation.documentRowId)?.checks ?? [];
                return (
                  <Stack key={allocation.documentRowId} gap={6}>
                    {index > 0 || overall.length > 0 ? <Divider /> : null}
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Stack gap={2} miw={0}>
                        {document ? (
                          <AnchorLink
                            to="/documents/$documentRowId"
                            params={{ documentRowId: allocation.documentRowId }}
                            search={{ clientCompanyRowId }}
                            fw={600}
                            fz="sm"
                            truncate="end"
                          >
                            {title}
                          </AnchorLink>
                        ) : (
                          <Text fw={600} fz="sm">
                            {title}
                          </Text>
                        )}
                        {invoice ? (
                          <Text fz="xs" c="dimmed">
                            {[
                              invoice.invoiceDate
                                ? t("banking.links.invoiceDate", { date: formatDate(invoice.invoiceDate, locale) })
                                : null,
                              invoice.openAmount
                                ? t("banking.links.open", {
                                    amount: formatMoney(invoice.openAmount, invoice.currency, locale),
                                  })
                                : null,
                            ]
                              .filter(Boolean)
                              .join(" · ")}
                          </Text>
                        ) : null}
                      </Stack>
                      <Text fw={600} fz="sm" style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
                        {formatMoney(allocation.amount, currency, locale)}
                      </Text>
                    </Group>
                    <MatchChecksList
                      checks={checks}
                      invoice={{
                        currency: invoice?.currency ?? currency,
                        discountPercent: invoice?.discountPercent,
                        discountUntil: invoice?.discountUntil,
                      }}
                    />
                  </Stack>
                );
              })}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
