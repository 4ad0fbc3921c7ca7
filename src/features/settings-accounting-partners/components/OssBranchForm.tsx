import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { LedgerAccountSelect_clientCompany$key } from "../../../__generated__/LedgerAccountSelect_clientCompany.graphql.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import { OSS_TEXT_MAX, ossBranchFormSchema, type OssBranchFormValues } from "../forms/costFormSchemas.ts";
import { ossCountryOptions } from "../lib/euCountries.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import { FormButtons, FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { LedgerAccountSelect } from "./LedgerAccountSelect.tsx";

const K = "settingsAccountingPartners";
const FORM_FIELDS = new Set<string>(["country", "branch", "generalLedgerAccountRowId", "invoiceAccountingItemTitle"]);
const FIELD_OF_CONSTRAINT = {
  client_company_oss_branches_company_country_key: "country",
  client_company_oss_branches_country_eu: "country",
  client_company_oss_branches_country_not_home: "country",
  client_company_oss_branches_branch_length: "branch",
  client_company_oss_branches_title_length: "invoiceAccountingItemTitle",
  client_company_oss_branches_general_ledger_account_id_fkey: "generalLedgerAccountRowId",
};

export interface OssBranchFormProps {
  clientCompany: LedgerAccountSelect_clientCompany$key;
  /** The company's own country: not offered. */
  homeCountry: string;
  defaultValues: OssBranchFormValues;
  save: (values: OssBranchFormValues) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  isNew?: boolean;
}

/** Create and edit form of an EU OSS branch. */
export function OssBranchForm({
  clientCompany,
  homeCountry,
  defaultValues,
  save,
  submitLabel,
  cancelHref,
  isNew = false,
}: OssBranchFormProps) {
  const { t, i18n } = useTranslation();
  const schema = useMemo(() => ossBranchFormSchema(homeCountry), [homeCountry]);
  const countries = useMemo(() => ossCountryOptions(homeCountry, i18n.language), [homeCountry, i18n.language]);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<OssBranchFormValues>({ resolver: zodResolver(schema), mode: "onTouched", defaultValues });
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    setError,
    FORM_FIELDS,
    refusalKeyOf,
    FIELD_OF_CONSTRAINT,
  );
  const error = (message: string | undefined) => fieldErrorText(t, message);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
      if (!isNew) reset(values);
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.sections.ossBranch`)}>
      <Stack gap="md">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <FormSection title={t(`${K}.sections.ossBranch`)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <Select
                  label={t(`${K}.fields.country`)}
                  description={t(`${K}.fields.countryHint`)}
                  placeholder={t(`${K}.fields.countryPlaceholder`)}
                  withAsterisk
                  searchable
                  data={countries}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? "")}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={error(errors.country?.message)}
                />
              )}
            />
            <TextInput
              label={t(`${K}.fields.branch`)}
              description={t(`${K}.fields.branchHint`)}
              withAsterisk
              maxLength={OSS_TEXT_MAX + 20}
              {...register("branch")}
              error={error(errors.branch?.message)}
            />
            <Controller
              control={control}
              name="generalLedgerAccountRowId"
              render={({ field }) => (
                <LedgerAccountSelect
                  clientCompany={clientCompany}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? "")}
                  onBlur={field.onBlur}
                  label={t(`${K}.fields.ledgerAccount`)}
                  description={t(`${K}.fields.ledgerAccountHint`)}
                  error={error(errors.generalLedgerAccountRowId?.message)}
                />
              )}
            />
            <TextInput
              label={t(`${K}.fields.itemTitle`)}
              description={t(`${K}.fields.itemTitleHint`)}
              maxLength={OSS_TEXT_MAX + 20}
              {...register("invoiceAccountingItemTitle")}
              error={error(errors.invoiceAccountingItemTitle?.message)}
            />
          </SimpleGrid>
        </FormSection>
        <FormButtons
          cancelHref={cancelHref}
          submitLabel={submitLabel}
          isSubmitting={isSubmitting}
          isNew={isNew}
          isDirty={isDirty}
        />
      </Stack>
    </form>
  );
}
