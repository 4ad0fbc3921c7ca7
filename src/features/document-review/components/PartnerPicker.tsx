import { type ComboboxItem, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type ReactNode, Suspense, useDeferredValue, useState } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { PartnerPicker_partnerCompany$key } from "../../../__generated__/PartnerPicker_partnerCompany.graphql.ts";
import { PARTNER_SEARCH_DEBOUNCE_MS, serverFiltered, usePartnerSearch } from "../../documents/index.ts";
import { messageText } from "../lib/messageText.ts";
import { useFieldMarker } from "./FieldMarker.tsx";
import { useReviewFormContext } from "./ReviewFormContext.tsx";

interface StoredPartner {
  rowId: string;
  name: string;
}

export interface PartnerPickerProps {
  name: string;
  label: string;
  clientCompanyRowId: string;
  /** The stored partner (its name shows while the server is asked). */
  storedPartner: PartnerPicker_partnerCompany$key | null | undefined;
  hint?: ReactNode;
  /** Called after a new choice (e.g. to drop the previous partner's location). */
  onValueChange?: (rowId: string | null) => void;
}

/** One business partner: the server's smart search (first 20 active partners, then as typed;
 * case, accents and umlauts do not matter), the same as the documents list's partner filter. */
export function PartnerPicker({ storedPartner: storedKey, ...props }: PartnerPickerProps) {
  const { t } = useTranslation();
  const { isReadOnly } = useReviewFormContext();
  const storedPartner = useFragment(
    graphql`
      fragment PartnerPicker_partnerCompany on PartnerCompany {
        rowId
        name
      }
    `,
    storedKey,
  );
  const description = useFieldMarker(props.name, props.label) ?? props.hint;
  const fallback = (
    <Select
      label={props.label}
      description={description}
      data={storedPartner ? [{ value: storedPartner.rowId, label: storedPartner.name }] : []}
      value={storedPartner?.rowId ?? null}
      readOnly
      placeholder={t("documentReview.partner.loading")}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <LoadedPartnerPicker {...props} storedPartner={storedPartner} description={description} isReadOnly={isReadOnly} />
    </Suspense>
  );
}

function LoadedPartnerPicker({
  name,
  label,
  clientCompanyRowId,
  storedPartner,
  description,
  isReadOnly,
  onValueChange,
}: Omit<PartnerPickerProps, "storedPartner"> & {
  storedPartner: StoredPartner | null | undefined;
  description: ReactNode;
  isReadOnly: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PartnerSelect
          label={label}
          description={description}
          clientCompanyRowId={clientCompanyRowId}
          value={(field.value as string | null) ?? null}
          storedPartner={storedPartner}
          isReadOnly={isReadOnly}
          error={messageText(t, fieldState.error?.message)}
          onChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}

interface PartnerSelectProps {
  label: string;
  description: ReactNode;
  clientCompanyRowId: string;
  value: string | null;
  storedPartner: StoredPartner | null | undefined;
  isReadOnly: boolean;
  error: string | undefined;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
}

function PartnerSelect({
  label,
  description,
  clientCompanyRowId,
  value,
  storedPartner,
  isReadOnly,
  error,
  onChange,
  onBlur,
  inputRef,
}: PartnerSelectProps) {
  const { t } = useTranslation();
  const [searchValue, setSearchValue] = useState("");
  // While the answer for the chosen partner loads, its stored name stands in.
  const deferredValue = useDeferredValue(value);
  const partnersForValue = usePartnerSearchAnswer(clientCompanyRowId, "", deferredValue);
  const chosenLabel =
    value === null
      ? null
      : (partnersForValue.find((partner) => partner.rowId === value)?.name ??
        (storedPartner?.rowId === value ? storedPartner.name : null));
  // The input shows the chosen partner's name: that is no search.
  const typed = searchValue === chosenLabel ? "" : searchValue.trim();
  const [debouncedSearch] = useDebouncedValue(typed, PARTNER_SEARCH_DEBOUNCE_MS);
  const deferredSearch = useDeferredValue(debouncedSearch);
  const partners = usePartnerSearchAnswer(clientCompanyRowId, deferredSearch, deferredValue);

  const data: ComboboxItem[] = partners.map((partner) => ({ value: partner.rowId, label: partner.name }));
  if (value !== null && !data.some((item) => item.value === value)) {
    data.push({ value, label: chosenLabel ?? t("documentReview.partner.unknown") });
  }
  return (
    <Select
      label={label}
      description={description}
      ref={inputRef}
      data={data}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      searchable={!isReadOnly}
      readOnly={isReadOnly}
      clearable={!isReadOnly}
      allowDeselect={false}
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      filter={serverFiltered}
      placeholder={t("documentReview.partner.placeholder")}
      nothingFoundMessage={t("documentReview.nothingFound")}
      comboboxProps={{ withinPortal: true }}
      error={error}
    />
  );
}

/** The search's answer; the chosen partner is always asked for by id, so it has a name. */
function usePartnerSearchAnswer(clientCompanyRowId: string, searchText: string, chosen: string | null) {
  return usePartnerSearch(clientCompanyRowId, searchText, chosen ? [chosen] : []);
}
