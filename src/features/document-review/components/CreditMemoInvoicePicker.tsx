import { type ComboboxItem, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type ReactNode, Suspense, useDeferredValue, useState } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay";
import type { CreditMemoInvoicePicker_target$key } from "../../../__generated__/CreditMemoInvoicePicker_target.graphql.ts";
import type {
  CreditMemoInvoicePickerQuery,
  DocumentType,
} from "../../../__generated__/CreditMemoInvoicePickerQuery.graphql.ts";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { serverFiltered } from "../../documents/index.ts";
import { messageText } from "../lib/messageText.ts";
import { useFieldMarker } from "./FieldMarker.tsx";
import { useReviewFormContext } from "./ReviewFormContext.tsx";

export const CREDIT_MEMO_SEARCH_DEBOUNCE_MS = 250;

export interface CreditMemoTarget {
  rowId: string;
  derivedTitle: string | null | undefined;
  invoice:
    | {
        invoiceNumber: string | null | undefined;
        invoiceDate: string | null | undefined;
        total: string | null | undefined;
        currency: string;
      }
    | null
    | undefined;
}

/** "Partner · RE-1 (03.11.2026, 1.190,00 €)": the same text for the stored target and the
 * options, so the input showing the chosen invoice is not taken for a search. */
function targetLabel(target: CreditMemoTarget, locale: string, untitled: string): string {
  const details = [
    formatDate(target.invoice?.invoiceDate, locale),
    formatMoney(target.invoice?.total, target.invoice?.currency, locale),
  ].filter(Boolean);
  const title = target.derivedTitle || target.invoice?.invoiceNumber || untitled;
  return details.length > 0 ? `${title} (${details.join(", ")})` : title;
}

export interface CreditMemoInvoicePickerProps {
  name: string;
  label: string;
  clientCompanyRowId: string;
  /** The credit memo itself (never its own target) and its type (targets are of the same). */
  documentRowId: string;
  documentType: DocumentType;
  /** The stored target (a Document with `...CreditMemoInvoicePicker_target`). */
  stored: CreditMemoInvoicePicker_target$key | null | undefined;
}

/** The invoice a credit memo corrects: the company's invoices (not credit memos) of the same
 * type, newest first, searched by number, partner or text through the documents list (row-
 * level security applies as in the list). */
export function CreditMemoInvoicePicker({ stored: storedKey, ...props }: CreditMemoInvoicePickerProps) {
  const { t, i18n } = useTranslation();
  const stored = useFragment(
    graphql`
      fragment CreditMemoInvoicePicker_target on Document {
        rowId
        derivedTitle
        invoice {
          invoiceNumber
          invoiceDate
          total
          currency
        }
      }
    `,
    storedKey,
  );
  const description = useFieldMarker(props.name, props.label);
  const untitled = t("documentReview.creditMemo.untitled");
  const fallback = (
    <Select
      label={props.label}
      description={description}
      data={stored ? [{ value: stored.rowId, label: targetLabel(stored, i18n.language, untitled) }] : []}
      value={stored?.rowId ?? null}
      readOnly
      placeholder={t("documentReview.loading")}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <LoadedCreditMemoInvoicePicker {...props} stored={stored} description={description} />
    </Suspense>
  );
}

function LoadedCreditMemoInvoicePicker({
  name,
  label,
  clientCompanyRowId,
  documentRowId,
  documentType,
  stored,
  description,
}: Omit<CreditMemoInvoicePickerProps, "stored"> & {
  stored: CreditMemoTarget | null | undefined;
  description: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext();
  const { isReadOnly } = useReviewFormContext();
  const [searchValue, setSearchValue] = useState("");
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(
    () =>
      new Map(
        stored ? [[stored.rowId, targetLabel(stored, i18n.language, t("documentReview.creditMemo.untitled"))]] : [],
      ),
  );
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = (field.value as string | null) ?? null;
        const chosenLabel = value ? (labels.get(value) ?? null) : null;
        return (
          <CreditMemoInvoiceSelect
            label={label}
            description={description}
            clientCompanyRowId={clientCompanyRowId}
            documentRowId={documentRowId}
            documentType={documentType}
            value={value}
            chosenLabel={chosenLabel}
            searchValue={searchValue}
            onSearchChange={setSearchValue}
            isReadOnly={isReadOnly}
            locale={i18n.language}
            error={messageText(t, fieldState.error?.message)}
            onChange={(rowId, optionLabel) => {
              if (rowId && optionLabel) setLabels((previous) => new Map(previous).set(rowId, optionLabel));
              field.onChange(rowId);
            }}
            onBlur={field.onBlur}
          />
        );
      }}
    />
  );
}

interface CreditMemoInvoiceSelectProps {
  label: string;
  description: ReactNode;
  clientCompanyRowId: string;
  documentRowId: string;
  documentType: DocumentType;
  value: string | null;
  chosenLabel: string | null;
  searchValue: string;
  onSearchChange: (value: string) => void;
  isReadOnly: boolean;
  locale: string;
  error: string | undefined;
  onChange: (rowId: string | null, label: string | null) => void;
  onBlur: () => void;
}

function CreditMemoInvoiceSelect({
  label,
  description,
  clientCompanyRowId,
  documentRowId,
  documentType,
  value,
  chosenLabel,
  searchValue,
  onSearchChange,
  isReadOnly,
  locale,
  error,
  onChange,
  onBlur,
}: CreditMemoInvoiceSelectProps) {
  const { t } = useTranslation();
  const typed = searchValue === chosenLabel ? "" : searchValue.trim();
  const [debounced] = useDebouncedValue(typed, CREDIT_MEMO_SEARCH_DEBOUNCE_MS);
  const deferredSearch = useDeferredValue(debounced);
  // On demand: typeahead search of the invoice a credit memo corrects; suspends only this field.
  const { documentsList } = useLazyLoadQuery<CreditMemoInvoicePickerQuery>(
    graphql`
      query CreditMemoInvoicePickerQuery(
        $clientCompanyRowId: UUID!
        $searchText: String
        $documentTypes: [DocumentType!]
      ) {
        documentsList(
          clientCompanyRowId: $clientCompanyRowId
          first: 20
          filter: { searchText: $searchText, isCreditMemo: false, documentTypes: $documentTypes }
        ) {
          edges {
            node {
              rowId
              derivedTitle
              invoice {
                invoiceNumber
                invoiceDate
                total
                currency
              }
            }
          }
        }
      }
    `,
    {
      clientCompanyRowId,
      searchText: deferredSearch === "" ? null : deferredSearch,
      documentTypes: [documentType],
    },
    { fetchPolicy: "store-or-network" },
  );
  const untitled = t("documentReview.creditMemo.untitled");
  const data: ComboboxItem[] = documentsList.edges.flatMap(({ node }) =>
    !node || node.rowId === documentRowId ? [] : [{ value: node.rowId, label: targetLabel(node, locale, untitled) }],
  );
  if (value !== null && !data.some((item) => item.value === value)) {
    data.unshift({ value, label: chosenLabel || t("documentReview.creditMemo.unknownInvoice") });
  }
  return (
    <Select
      label={label}
      description={description}
      data={data}
      value={value}
      onChange={(rowId, option) => onChange(rowId, option?.label ?? null)}
      onBlur={onBlur}
      searchable={!isReadOnly}
      readOnly={isReadOnly}
      clearable={!isReadOnly}
      allowDeselect={false}
      searchValue={searchValue}
      onSearchChange={onSearchChange}
      filter={serverFiltered}
      placeholder={t("documentReview.creditMemo.placeholder")}
      nothingFoundMessage={t("documentReview.nothingFound")}
      comboboxProps={{ withinPortal: true }}
      error={error}
    />
  );
}
