import { Alert, Badge, Button, Collapse, Group, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronRight, IconUnlink } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { TransactionLinks_query$key } from "../../../__generated__/TransactionLinks_query.graphql.ts";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { AnchorLink } from "../../../shell/links.tsx";
import { bankingErrorMessage } from "../lib/bankingErrors.ts";
import { parseLinkChecks, scorePercent } from "../lib/matchChecks.ts";
import { useUnlinkMoneyTransactionDocumentMutation } from "../mutations/useUnlinkMoneyTransactionDocumentMutation.ts";
import { MatchChecksList } from "./MatchChecksList.tsx";

export interface TransactionLinksProps {
  query: TransactionLinks_query$key;
  moneyTransactionRowId: string;
  currency: string;
  clientCompanyRowId: string;
  /** A link was removed: the drawer and the list read again. */
  onChanged: () => void;
}

const LINK_SOURCES = ["AUTO", "END_TO_END_ID", "SUGGESTION", "MANUAL"] as const;
type LinkSource = (typeof LINK_SOURCES)[number];

/** The documents the transaction pays, with the part assigned to each and why it was linked. */
export function TransactionLinks({
  query,
  moneyTransactionRowId,
  currency,
  clientCompanyRowId,
  onChanged,
}: TransactionLinksProps) {
  const { t, i18n } = useTranslation();
  const data = useFragment(
    graphql`
      fragment TransactionLinks_query on Query @argumentDefinitions(moneyTransactionRowId: { type: "UUID!" }) {
        transactionLinks: moneyTransactionDocuments(
          condition: { moneyTransactionRowId: $moneyTransactionRowId }
          orderBy: [CREATED_AT_ASC]
        ) {
          nodes {
            id
            rowId
            documentRowId
            amount
            source
            score
            checks
            createdByUser {
              fullName
            }
            document {
              id
              derivedTitle
              invoice {
                invoiceNumber
                invoiceDate
                currency
                signedTotal
                openAmount
                paymentStatus
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
    query,
  );
  const links = data.transactionLinks?.nodes ?? [];
  const [commitUnlink, isUnlinking] = useUnlinkMoneyTransactionDocumentMutation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const locale = i18n.language;

  const unlink = (documentRowId: string) => {
    setError(null);
    commitUnlink({
      variables: { input: { moneyTransactionRowId, documentRowId } },
      onCompleted: () => {
        setConfirming(null);
        onChanged();
      },
      onError: (failure) => {
        setConfirming(null);
        setError(bankingErrorMessage(failure, t));
      },
    });
  };

  if (links.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t("banking.links.none")}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {error ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      {links.map((link) => {
        const invoice = link.document?.invoice;
        const partner = invoice?.partnerCompany?.name ?? invoice?.extractedPartnerName;
        const title =
          [invoice?.invoiceNumber, partner].filter(Boolean).join(" · ") ||
          link.document?.derivedTitle ||
          t("banking.list.document");
        const checks = parseLinkChecks(link.checks);
        const isExpanded = expanded.has(link.rowId);
        const source = (LINK_SOURCES as readonly string[]).includes(link.source) ? (link.source as LinkSource) : null;
        const score = scorePercent(link.score);
        return (
          <Paper key={link.id} withBorder radius="md" p="sm" data-testid="transaction-link">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} miw={0}>
                  <AnchorLink
                    to="/documents/$documentRowId"
                    params={{ documentRowId: link.documentRowId }}
                    search={{ clientCompanyRowId }}
                    fw={600}
                    fz="sm"
                    truncate="end"
                  >
                    {title}
                  </AnchorLink>
                  <Text fz="xs" c="dimmed">
                    {[
                      invoice?.invoiceDate
                        ? t("banking.links.invoiceDate", { date: formatDate(invoice.invoiceDate, locale) })
                        : null,
                      invoice?.signedTotal
                        ? t("banking.links.total", {
                            amount: formatMoney(invoice.signedTotal, invoice.currency, locale),
                          })
                        : null,
                      invoice?.paymentStatus === "PAID"
                        ? t("banking.links.paid")
                        : invoice?.openAmount
                          ? t("banking.links.open", {
                              amount: formatMoney(invoice.openAmount, invoice.currency, locale),
                            })
                          : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flex: "none" }}>
                  <Text fw={600} fz="sm" style={{ fontVariantNumeric: "tabular-nums" }}>
                    {formatMoney(link.amount, currency, locale)}
                  </Text>
                  <Group gap={4}>
                    {source ? (
                      <Badge size="xs" variant="light" color={source === "MANUAL" ? "gray" : "teal"}>
                        {t(`banking.linkSources.${source}`)}
                      </Badge>
                    ) : null}
                    {score !== null ? (
                      <Badge size="xs" variant="outline" color="gray">
                        {t("banking.links.score", { percent: score })}
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
              </Group>
              <Group justify="space-between" gap="xs">
                {checks.length > 0 ? (
                  <UnstyledButton
                    onClick={() =>
                      setExpanded((previous) => {
                        const next = new Set(previous);
                        if (next.has(link.rowId)) next.delete(link.rowId);
                        else next.add(link.rowId);
                        return next;
                      })
                    }
                    aria-expanded={isExpanded}
                    fz="sm"
                    c="petrol.7"
                  >
                    <Group gap={4}>
                      {isExpanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                      {t("banking.links.showChecks", { count: checks.length })}
                    </Group>
                  </UnstyledButton>
                ) : (
                  <Text fz="xs" c="dimmed">
                    {link.createdByUser?.fullName
                      ? t("banking.links.linkedBy", { name: link.createdByUser.fullName })
                      : null}
                  </Text>
                )}
                {confirming === link.documentRowId ? (
                  <Group gap={4}>
                    <Text fz="sm">{t("banking.links.confirmUnlink")}</Text>
                    <Button
                      size="compact-sm"
                      color="red"
                      onClick={() => unlink(link.documentRowId)}
                      loading={isUnlinking}
                    >
                      {t("banking.links.unlink")}
                    </Button>
                    <Button size="compact-sm" variant="default" onClick={() => setConfirming(null)}>
                      {t("banking.actions.cancel")}
                    </Button>
                  </Group>
                ) : (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconUnlink size={14} />}
                    onClick={() => setConfirming(link.documentRowId)}
                    aria-label={t("banking.links.unlinkLabel", { title })}
                  >
                    {t("banking.links.unlink")}
                  </Button>
                )}
              </Group>
              <Collapse expanded={isExpanded}>
                <MatchChecksList
                  checks={checks}
                  invoice={{
                    currency: invoice?.currency ?? currency,
                    discountPercent: invoice?.discountPercent,
                    discountUntil: invoice?.discountUntil,
                  }}
                />
              </Collapse>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
