import { Alert, Button, Group, Loader, Paper, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconLink, IconSearch } from "@tabler/icons-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type {
  DocumentsListFilter,
  LinkDocumentPanelSearchQuery,
} from "../../../__generated__/LinkDocumentPanelSearchQuery.graphql.ts";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { defaultLinkAmount } from "../forms/linkAmountFormSchema.ts";
import { type OpenInvoicesKind, openInvoicesFilter } from "../lib/openInvoicesFilter.ts";
import { LinkAmountForm } from "./LinkAmountForm.tsx";
import { QueryErrorBoundary } from "./QueryErrorBoundary.tsx";

export interface LinkDocumentPanelProps {
  clientCompanyRowId: string;
  moneyTransactionRowId: string;
  /** Signed: an outgoing transaction pays incoming invoices (or outgoing credit memos). */
  amount: string;
  currency: string;
  /** What the transaction has left to assign (positive). */
  remaining: string;
  /** Documents linked already (not offered again). */
  linkedDocumentRowIds: readonly string[];
  onLinked: () => void;
}

/** "Beleg verknüpfen": search the company's open invoices by number, partner or amount and link
 * one, with an optional part amount. */
export function LinkDocumentPanel(props: LinkDocumentPanelProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState("");
  const [kind, setKind] = useState<OpenInvoicesKind>("INVOICES");
  const [debouncedText] = useDebouncedValue(text, 300);
  const filter = openInvoicesFilter(props.amount, kind, debouncedText, i18n.language);
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label={t("banking.link.search")}
          placeholder={t("banking.link.searchPlaceholder")}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
          type="search"
        />
        <SegmentedControl
          aria-label={t("banking.link.kind")}
          value={kind}
          onChange={(next) => setKind(next as OpenInvoicesKind)}
          data={[
            { value: "INVOICES", label: t("banking.link.invoices") },
            { value: "CREDIT_MEMOS", label: t("banking.link.creditMemos") },
          ]}
          size="sm"
        />
      </Group>
      <QueryErrorBoundary
        fallback={(_error, retry) => (
          <Alert color="red" variant="light" role="alert">
            <Group justify="space-between">
              <Text fz="sm">{t("banking.link.searchFailed")}</Text>
              <Button size="compact-sm" variant="light" onClick={retry}>
                {t("banking.errors.reload")}
              </Button>
            </Group>
          </Alert>
        )}
      >
        <Suspense
          fallback={
            <Group justify="center" py="md">
              <Loader size="sm" aria-label={t("banking.link.searching")} />
            </Group>
          }
        >
          <OpenInvoices {...props} filter={filter} />
        </Suspense>
      </QueryErrorBoundary>
    </Stack>
  );
}

function OpenInvoices({
  clientCompanyRowId,
  moneyTransactionRowId,
  currency,
  remaining,
  linkedDocumentRowIds,
  onLinked,
  filter,
}: LinkDocumentPanelProps & { filter: DocumentsListFilter }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [chosen, setChosen] = useState<string | null>(null);
  // On demand: typeahead search of the documents to link.
  const data = useLazyLoadQuery<LinkDocumentPanelSearchQuery>(
    graphql`
      query LinkDocumentPanelSearchQuery($clientCompanyRowId: UUID!, $filter: DocumentsListFilter) {
        documentsList(
          clientCompanyRowId: $clientCompanyRowId
          filter: $filter
          orderBy: INVOICE_DATE
          orderByDirection: DESC
          first: 20
        ) {
          totalCount
          edges {
            node {
              rowId
              derivedTitle
              invoice {
                invoiceNumber
                invoiceDate
                currency
                signedTotal
                openAmount
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
    { clientCompanyRowId, filter },
    { fetchPolicy: "store-and-network" },
  );
  const candidates = data.documentsList.edges.flatMap((edge) =>
    edge.node && !linkedDocumentRowIds.includes(edge.node.rowId) ? [edge.node] : [],
  );
  if (candidates.length === 0) {
    return (
      <Text fz="sm" c="dimmed" py="xs">
        {t("banking.link.nothingFound")}
      </Text>
    );
  }
  return (
    <Stack gap={6} role="list" aria-label={t("banking.link.results")}>
      {candidates.map((document) => {
        const invoice = document.invoice;
        const partner = invoice?.partnerCompany?.name ?? invoice?.extractedPartnerName;
        const title =
          [invoice?.invoiceNumber, partner].filter(Boolean).join(" · ") ||
          document.derivedTitle ||
          t("banking.list.document");
        const isCurrencyDifferent = invoice?.currency !== undefined && invoice.currency !== currency;
        return (
          <Paper key={document.rowId} withBorder radius="md" p="xs" role="listitem">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} miw={0}>
                  <Text fz="sm" fw={600} truncate="end" title={title}>
                    {title}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {[
                      invoice?.invoiceDate ? formatDate(invoice.invoiceDate, locale) : null,
                      invoice?.signedTotal
                        ? t("banking.links.total", {
                            amount: formatMoney(invoice.signedTotal, invoice.currency, locale),
                          })
                        : null,
                      invoice?.openAmount
                        ? t("banking.links.open", { amount: formatMoney(invoice.openAmount, invoice.currency, locale) })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                  {isCurrencyDifferent ? (
                    <Text fz="xs" c="orange.8">
                      {t("banking.link.otherCurrency", { currency: invoice?.currency })}
                    </Text>
                  ) : null}
                </Stack>
                {chosen === document.rowId ? null : (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconLink size={14} />}
                    onClick={() => setChosen(document.rowId)}
                    aria-label={t("banking.link.chooseLabel", { title })}
                    style={{ flex: "none" }}
                  >
                    {t("banking.link.choose")}
                  </Button>
                )}
              </Group>
              {chosen === document.rowId ? (
                <LinkAmountForm
                  moneyTransactionRowId={moneyTransactionRowId}
                  documentRowId={document.rowId}
                  currency={currency}
                  remaining={remaining}
                  suggestedAmount={defaultLinkAmount(remaining, invoice?.openAmount)}
                  onCancel={() => setChosen(null)}
                  onLinked={() => {
                    setChosen(null);
                    onLinked();
                  }}
                />
              ) : null}
            </Stack>
          </Paper>
        );
      })}
      {data.documentsList.totalCount > data.documentsList.edges.length ? (
        <Text fz="xs" c="dimmed">
          {t("banking.link.moreResults", { count: data.documentsList.totalCount })}
        </Text>
      ) : null}
    </Stack>
  );
}
