import { Alert, Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentAccounting_document$key } from "../../../__generated__/DocumentAccounting_document.graphql.ts";
import type { AccountingItemsFormValues } from "../forms/accountingItemsFormSchema.ts";
import { formatAmountInput, inputLocaleOf } from "../../../lib/decimalInput.ts";
import { toCents } from "../../../lib/decimal.ts";
import type { AccountingOptions } from "../lib/accountingOptions.ts";
import { invoiceRateParts } from "../lib/remainingLines.ts";
import { ACCOUNTING_REFUSAL_TEXTS } from "../lib/serverRefusal.ts";
import { codeText } from "../../../relay/errorText.ts";
import { ExportLockNotice } from "../../../ui/ExportLockNotice.tsx";
import { AccountingItemsForm } from "./AccountingItemsForm.tsx";
import { AccountingItemsReadOnly } from "./AccountingItemsReadOnly.tsx";
import { InvoiceCompletenessNotice } from "./InvoiceCompletenessNotice.tsx";

export interface DocumentAccountingProps {
  document: DocumentAccounting_document$key;
}

/** The accounting tab: the invoice's accounting items, editable with accounting access or the
 * EDIT grant (and an accounting system), read-only otherwise. */
export function DocumentAccounting({ document }: DocumentAccountingProps) {
  const { t, i18n } = useTranslation();
  const locale = inputLocaleOf(i18n.language);
  const data = useFragment(
    graphql`
      fragment DocumentAccounting_document on Document {
        rowId
        type
        canCurrentUserViewAccountingTab
        canCurrentUserEditAccountingTab
        accountingTabEditRefusal
        exportedForBookingAt
        clientCompany {
          featureFlags {
            costCenters
            costUnits
            singleCostCenterPerAccountingItem
            singleCostUnitPerAccountingItem
          }
          generalLedgerAccounts(orderBy: [NUMBER_ASC]) {
            nodes {
              rowId
              number
              name
              disabledAt
            }
          }
          valueAddedTaxes(orderBy: [CODE_ASC]) {
            nodes {
              rowId
              code
              shortNameOrName
              type
              amountTypeMustBeNet
              percentages
            }
          }
          costCenters(orderBy: [CREATED_AT_ASC]) {
            nodes {
              rowId
              number
              description
            }
          }
          costUnits(orderBy: [CREATED_AT_ASC]) {
            nodes {
              rowId
              number
              description
            }
          }
        }
        invoice {
          ...InvoiceCompletenessNotice_invoice
          total
          net
          vatAmount
          vatBreakdown
          currency
          accountingBookingType
          accountingItemsRemainingAmount
          accountingItems(orderBy: [SORT_INDEX_ASC]) {
            nodes {
              rowId
              title
              bookingType
              amount
              amountType
              generalLedgerAccountRowId
              valueAddedTaxRowId
              valueAddedTaxPercentage
              costCenters(orderBy: [PRIMARY_KEY_ASC]) {
                nodes {
                  costCenterRowId
                  amount
                }
              }
              costUnits(orderBy: [PRIMARY_KEY_ASC]) {
                nodes {
                  costUnitRowId
                  amount
                }
              }
            }
          }
        }
      }
    `,
    document,
  );

  const invoice = data.invoice;
  const company = data.clientCompany;
  const savedItems = useMemo(() => invoice?.accountingItems.nodes ?? [], [invoice]);

  const options = useMemo((): AccountingOptions | null => {
    if (!invoice || !company) return null;
    const flags = company.featureFlags;
    const used = new Set(savedItems.map((item) => item.generalLedgerAccountRowId));
    return {
      accounts: company.generalLedgerAccounts.nodes.map((a) => ({
        rowId: a.rowId,
        number: a.number,
        name: a.name,
        isDisabled: a.disabledAt !== null,
        isUsed: used.has(a.rowId),
      })),
      vats: company.valueAddedTaxes.nodes.map((v) => ({
        rowId: v.rowId,
        code: v.code ?? null,
        label: v.shortNameOrName,
        amountTypeMustBeNet: v.amountTypeMustBeNet,
        percentages: v.percentages.filter((p): p is string => p !== null),
        isReverseCharge: v.type === "REVERSE_CHARGE",
        type: v.type,
      })),
      costCenters: company.costCenters.nodes.map((c) => ({ ...c, description: c.description ?? null })),
      costUnits: company.costUnits.nodes.map((c) => ({ ...c, description: c.description ?? null })),
      flags: {
        costCenters: flags?.costCenters === true,
        costUnits: flags?.costUnits === true,
        singleCostCenter: flags?.singleCostCenterPerAccountingItem === true,
        singleCostUnit: flags?.singleCostUnitPerAccountingItem === true,
      },
      currency: invoice.currency,
      totalCents: invoice.total == null ? null : toCents(invoice.total),
      bookingSide: invoice.accountingBookingType === "CREDIT" ? "CREDIT" : "DEBIT",
      invoiceRates: invoiceRateParts(invoice.vatBreakdown, invoice.net, invoice.vatAmount),
      preferredVatType: data.type === "OUTGOING_INVOICE" ? "OUTPUT_TAX" : "INPUT_TAX",
    };
  }, [invoice, company, savedItems, data.type]);

  const defaults = useMemo(
    (): AccountingItemsFormValues => ({
      items: savedItems.map((item) => ({
        title: item.title ?? "",
        bookingType: item.bookingType === "CREDIT" ? "CREDIT" : "DEBIT",
        amount: formatAmountInput(item.amount, locale),
        amountType: item.amountType === "NET" ? "NET" : "GROSS",
        generalLedgerAccountRowId: item.generalLedgerAccountRowId,
        valueAddedTaxRowId: item.valueAddedTaxRowId ?? null,
        valueAddedTaxPercentage: item.valueAddedTaxPercentage ?? null,
        // Shares in the order of the company's list (their own ids are random, so the stored
        // order would shuffle them on every save).
        costCenters: inListOrder(
          item.costCenters.nodes.map((s) => ({
            rowId: s.costCenterRowId,
            amount: formatAmountInput(s.amount, locale),
          })),
          company?.costCenters.nodes,
        ),
        costUnits: inListOrder(
          item.costUnits.nodes.map((s) => ({ rowId: s.costUnitRowId, amount: formatAmountInput(s.amount, locale) })),
          company?.costUnits.nodes,
        ),
      })),
    }),
    [savedItems, locale, company],
  );

  if (!data.canCurrentUserViewAccountingTab) {
    return (
      <Alert color="gray" title={t("documentAccounting.notAvailable.title")}>
        {t("documentAccounting.notAvailable.text")}
      </Alert>
    );
  }
  if (!options) {
    return <Text c="dimmed">{t("documentAccounting.notAnInvoice")}</Text>;
  }
  const exportedAt = (data.exportedForBookingAt as string | null | undefined) ?? null;
  // GoBD: exported for booking, the accounting is locked until the export is undone.
  if (!data.canCurrentUserEditAccountingTab || exportedAt !== null) {
    const reason = data.accountingTabEditRefusal;
    return (
      <Stack gap="sm">
        {invoice ? <InvoiceCompletenessNotice invoice={invoice} /> : null}
        {exportedAt !== null ? (
          <ExportLockNotice exportedForBookingAt={exportedAt} />
        ) : (
          <Alert color="gray" variant="light">
            {t("documentAccounting.readOnly", {
              // Without a reason the server knows, the tab is simply not editable for this person.
              reason: codeText(reason, t, {
                ...ACCOUNTING_REFUSAL_TEXTS,
                fallback: "documentAccounting.refusals.ACCOUNTING_TAB_EDIT_FORBIDDEN",
              }),
            })}
          </Alert>
        )}
        <AccountingItemsReadOnly
          values={defaults}
          options={options}
          savedRemaining={invoice?.accountingItemsRemainingAmount ?? null}
        />
      </Stack>
    );
  }
  // A new key after every save (the store answers with the saved items): the form starts again
  // from what the server keeps.
  const formKey = savedItems.map((item) => item.rowId).join(",") || "empty";
  return (
    <Stack gap="sm">
      {invoice ? <InvoiceCompletenessNotice invoice={invoice} /> : null}
      <AccountingItemsForm key={formKey} documentRowId={data.rowId} defaults={defaults} options={options} />
    </Stack>
  );
}

/** Shares sorted by their cost centre's (or unit's) place in the company's list. */
function inListOrder<T extends { rowId: string | null }>(
  shares: T[],
  list: readonly { rowId: string }[] | undefined,
): T[] {
  const place = new Map((list ?? []).map((entry, index) => [entry.rowId, index]));
  const at = (share: T) => (share.rowId === null ? Infinity : (place.get(share.rowId) ?? Infinity));
  return [...shares].sort((a, b) => at(a) - at(b));
}
