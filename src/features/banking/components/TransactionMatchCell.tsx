import { Badge, Group, Skeleton, Text, Tooltip } from "@mantine/core";
import { IconLink, IconSparkles } from "@tabler/icons-react";
import { Component, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay";
import type { TransactionMatchCellQuery } from "../../../__generated__/TransactionMatchCellQuery.graphql.ts";
import type { TransactionMatchSummary_query$key } from "../../../__generated__/TransactionMatchSummary_query.graphql.ts";
import { AnchorLink } from "../../../shell/links.tsx";
import { scorePercent } from "../lib/matchChecks.ts";

// The list's "Abgleich" column: the linked documents (invoice number and partner, each a link
// to the document) or the best open suggestion ("Vorschlag 92 %").
//
// MoneyTransaction has no documentLinks/suggestions fields in the schema yet (their foreign
// keys lack the index PostGraphile wants before it offers a backward relation), so each
// matched row reads its links through the root connections. The drawer reads the same
// connections with the same arguments, so what it changes (and reads again) updates the row.

const transactionMatchSummaryFragment = graphql`
  fragment TransactionMatchSummary_query on Query @argumentDefinitions(moneyTransactionRowId: { type: "UUID!" }) {
    matchLinks: moneyTransactionDocuments(
      condition: { moneyTransactionRowId: $moneyTransactionRowId }
      orderBy: [CREATED_AT_ASC]
    ) {
      nodes {
        documentRowId
        document {
          derivedTitle
          invoice {
            invoiceNumber
            extractedPartnerName
            partnerCompany {
              name
            }
          }
        }
      }
    }
    matchSuggestions: moneyTransactionSuggestions(
      condition: { moneyTransactionRowId: $moneyTransactionRowId }
      orderBy: [RANK_ASC]
    ) {
      nodes {
        score
        dismissedAt
      }
    }
  }
`;

export interface TransactionMatchCellProps {
  moneyTransactionRowId: string;
  matchedCount: number;
  suggestionCount: number;
  clientCompanyRowId: string;
}

export function TransactionMatchCell(props: TransactionMatchCellProps) {
  const { t } = useTranslation();
  if (props.matchedCount === 0 && props.suggestionCount === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t("banking.list.notMatched")}
      </Text>
    );
  }
  return (
    <MatchCellErrorBoundary
      fallback={
        <Badge variant="light" color={props.matchedCount > 0 ? "teal" : "violet"} size="sm">
          {props.matchedCount > 0
            ? t("banking.list.linkedCount", { count: props.matchedCount })
            : t("banking.list.suggestionCount", { count: props.suggestionCount })}
        </Badge>
      }
    >
      <Suspense fallback={<Skeleton height={14} width="70%" radius="sm" aria-hidden />}>
        <MatchSummary {...props} />
      </Suspense>
    </MatchCellErrorBoundary>
  );
}

function MatchSummary({ moneyTransactionRowId, clientCompanyRowId }: TransactionMatchCellProps) {
  const { t } = useTranslation();
  const query = useLazyLoadQuery<TransactionMatchCellQuery>(
    graphql`
      query TransactionMatchCellQuery($moneyTransactionRowId: UUID!) {
        ...TransactionMatchSummary_query @arguments(moneyTransactionRowId: $moneyTransactionRowId)
      }
    `,
    { moneyTransactionRowId },
    { fetchPolicy: "store-or-network" },
  );
  const data = useFragment<TransactionMatchSummary_query$key>(transactionMatchSummaryFragment, query);
  const links = data.matchLinks?.nodes ?? [];
  if (links.length > 0) {
    const labelOf = (link: (typeof links)[number]) => {
      const invoice = link.document?.invoice;
      const partner = invoice?.partnerCompany?.name ?? invoice?.extractedPartnerName;
      return (
        [invoice?.invoiceNumber, partner].filter(Boolean).join(" · ") ||
        link.document?.derivedTitle ||
        t("banking.list.document")
      );
    };
    const [first, ...more] = links;
    return (
      <Group gap={6} wrap="nowrap" miw={0}>
        <IconLink size={14} color="var(--mantine-color-teal-7)" aria-hidden style={{ flex: "none" }} />
        <AnchorLink
          to="/documents/$documentRowId"
          params={{ documentRowId: first!.documentRowId }}
          search={{ clientCompanyRowId }}
          fz="sm"
          truncate="end"
          title={labelOf(first!)}
          onClick={(event) => event.stopPropagation()}
          tabIndex={-1}
        >
          {labelOf(first!)}
        </AnchorLink>
        {more.length > 0 ? (
          <Tooltip label={more.map(labelOf).join(", ")} multiline maw={320} withArrow>
            <Badge size="xs" variant="light" color="teal" style={{ flex: "none" }}>
              +{more.length}
            </Badge>
          </Tooltip>
        ) : null}
      </Group>
    );
  }
  const best = (data.matchSuggestions?.nodes ?? []).find((suggestion) => !suggestion.dismissedAt);
  if (!best) {
    return (
      <Text fz="sm" c="dimmed">
        {t("banking.list.notMatched")}
      </Text>
    );
  }
  return (
    <Badge variant="light" color="violet" size="md" leftSection={<IconSparkles size={12} aria-hidden />}>
      {t("banking.list.suggestion", { percent: scorePercent(best.score) ?? 0 })}
    </Badge>
  );
}

/** A failed lookup shows the counts instead of breaking the row. */
class MatchCellErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };
  static getDerivedStateFromError() {
    return { hasError: true };
  }
  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
