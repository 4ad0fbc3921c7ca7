import { Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { type Control, Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CLIENT_NO_MAX_LENGTH } from "../../../lib/accountingSystemClientNo.ts";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormButtons, FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import {
  ACCOUNTING_SYSTEMS,
  BRANDINGS,
  CHARTS,
  CLIENT_COMPANY_STATUSES,
  clientCompanyFormSchema,
  CONTRACT_NOTE_MAX,
  createClientCompanyFormSchema,
  type CreateClientCompanyFormOutput,
  type CreateClientCompanyFormValues,
  LANGUAGES,
} from "../forms/clientCompanyFormSchema.ts";
import { refusalKeyOf } from "../lib/refusals.ts";

const K = "settingsAdmin";

const FORM_FIELDS: ReadonlySet<string> = new Set([
  "companyRowId",
  "name",
  "brandName",
  "status",
  "language",
  "branding",
  "accountingCompanyClientCompanyRowId",
  "billedClientCompanyRowId",
  "accountingSystem",
  "accountingSystemClientNo",
  "contractStartDate",
  "contractNote",
  "licensedDocuments",
  "licensedUsers",
  "licensedBanks",
  "contractExpiryNotificationEmail",
  "chart",
  "adminEmail",
  "adminFirstName",
  "adminLastName",
  "adminLanguage",
]);
/** Where the database's refusals belong in the form. */
const FIELD_OF_CONSTRAINT: Record<string, string> = {
  client_companies_name_check: "name",
  client_companies_brand_name_check: "brandName",
  client_companies_accounting_system_client_no_length: "accountingSystemClientNo",
  client_companies_accounting_system_client_no_datev: "accountingSystemClientNo",
  client_companies_accounting_company_client_company_id_fkey: "accountingCompanyClientCompanyRowId",
  client_companies_billed_client_company_id_fkey: "billedClientCompanyRowId",
  client_companies_legal_company_id_fkey: "companyRowId",
  client_companies_contract_note_length: "contractNote",
  client_companies_licensed_documents_range: "licensedDocuments",
  client_companies_licensed_users_range: "licensedUsers",
  client_companies_licensed_banks_range: "licensedBanks",
  client_companies_contract_expiry_email_format: "contractExpiryNotificationEmail",
  users_email_check: "adminEmail",
  users_first_name_check: "adminFirstName",
  users_last_name_check: "adminLastName",
};

export interface Option {
  value: string;
  label: string;
}

export interface ClientCompanyFormProps {
  defaultValues: CreateClientCompanyFormValues;
  /** The companies (legal entities) to choose from. */
  companies: readonly Option[];
  /** The client companies to choose the accounting firm and the billed company from. */
  clientCompanies: readonly Option[];
  save: (values: CreateClientCompanyFormOutput) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  /** Creating: the chart of accounts and the first admin are asked too. */
  isNew?: boolean;
}

/** A client company of super admins: identity, accounting, contract and licence; creating
 * also its setup (chart of accounts) and first admin. */
export function ClientCompanyForm({
  defaultValues,
  companies,
  clientCompanies,
  save,
  submitLabel,
  cancelHref,
  isNew = false,
}: ClientCompanyFormProps) {
  const { t, i18n } = useTranslation();
  const locale = inputLocaleOf(i18n.language);
  const {
    control,
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CreateClientCompanyFormValues, unknown, CreateClientCompanyFormOutput>({
    // Editing leaves the create-only fields alone (they are not sent).
    resolver: zodResolver(
      (isNew ? createClientCompanyFormSchema(locale) : clientCompanyFormSchema(locale)) as ReturnType<
        typeof createClientCompanyFormSchema
      >,
    ),
    mode: "onTouched",
    defaultValues,
  });
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
      if (!isNew) reset(getValues());
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });

  type Field = keyof CreateClientCompanyFormValues;
  const text = (
    name: Field,
    options: { hint?: string; required?: boolean; maxLength?: number; label?: string } = {},
  ) => (
    <TextInput
      label={options.label ?? t(`${K}.fields.${name}` as never)}
      description={options.hint}
      withAsterisk={options.required}
      maxLength={options.maxLength}
      {...register(name)}
      error={error(errors[name]?.message)}
    />
  );
  const select = (
    name: Field,
    label: string,
    data: readonly Option[],
    options: { hint?: string; clearable?: boolean } = {},
  ) => (
    <SelectField
      control={control}
      name={name}
      label={label}
      hint={options.hint}
      data={data}
      clearable={options.clearable}
      error={error(errors[name]?.message)}
    />
  );
  const none = { value: "", label: t(`${K}.fields.none`) };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.sections.identity`)}>
      <Stack gap="md">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <FormSection title={t(`${K}.sections.identity`)}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="xs">
            {select("companyRowId", t(`${K}.fields.company`), companies)}
            {text("name", { label: t(`${K}.fields.clientName`), required: true, maxLength: 220 })}
            {text("brandName", { hint: t(`${K}.fields.brandNameHint`), maxLength: 220 })}
            {select(
              "status",
              t(`${K}.fields.status`),
              CLIENT_COMPANY_STATUSES.map((value) => ({ value, label: t(`${K}.statuses.${value}`) })),
              { hint: t(`${K}.fields.statusHint`) },
            )}
            {select(
              "language",
              t(`${K}.fields.language`),
              LANGUAGES.map((value) => ({ value, label: t(`${K}.languages.${value}`) })),
            )}
            {select("branding", t(`${K}.fields.branding`), [
              { value: "", label: t(`${K}.fields.brandingNone`) },
              ...BRANDINGS.map((value) => ({ value, label: t(`${K}.brandings.${value}`) })),
            ])}
          </SimpleGrid>
        </FormSection>
        <FormSection title={t(`${K}.sections.accounting`)}>
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="md" verticalSpacing="xs">
            {select(
              "accountingCompanyClientCompanyRowId",
              t(`${K}.fields.accountingCompany`),
              [none, ...clientCompanies],
              {
                hint: t(`${K}.fields.accountingCompanyHint`),
              },
            )}
            {select("billedClientCompanyRowId", t(`${K}.fields.billedCompany`), [none, ...clientCompanies], {
              hint: t(`${K}.fields.billedCompanyHint`),
            })}
            {select("accountingSystem", t(`${K}.fields.accountingSystem`), [
              none,
              ...ACCOUNTING_SYSTEMS.map((value) => ({ value, label: t(`${K}.accountingSystems.${value}`) })),
            ])}
            {text("accountingSystemClientNo", {
              hint: t(`${K}.fields.accountingSystemClientNoHint`),
              maxLength: CLIENT_NO_MAX_LENGTH + 10,
            })}
          </SimpleGrid>
        </FormSection>
        <FormSection title={t(`${K}.sections.contract`)}>
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="md" verticalSpacing="xs">
            {text("contractStartDate", { hint: t(`${K}.fields.contractStartHint`), maxLength: 12 })}
            {text("licensedDocuments", { hint: t(`${K}.fields.licenceHint`), maxLength: 10 })}
            {text("licensedUsers", { hint: t(`${K}.fields.licenceHint`), maxLength: 10 })}
            {text("licensedBanks", { hint: t(`${K}.fields.licenceHint`), maxLength: 10 })}
            {text("contractExpiryNotificationEmail", { maxLength: 254 })}
            <Textarea
              style={{ gridColumn: "span 3" }}
              label={t(`${K}.fields.contractNote`)}
              autosize
              minRows={1}
              maxRows={4}
              maxLength={CONTRACT_NOTE_MAX + 100}
              {...register("contractNote")}
              error={error(errors.contractNote?.message)}
            />
          </SimpleGrid>
        </FormSection>
        {isNew ? (
          <FormSection title={t(`${K}.sections.firstAdmin`)} description={t(`${K}.fields.adminEmailHint`)}>
            {/* Three columns as in the sections above: five in a row cut the address and the
                chart's name ("SKR03 (Standardkontenrahmen 03)") off at 1440 px. */}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="xs">
              {text("adminEmail", { required: true, maxLength: 254 })}
              {text("adminFirstName", { required: true, maxLength: 120 })}
              {text("adminLastName", { maxLength: 120 })}
              {select(
                "adminLanguage",
                t(`${K}.fields.adminLanguage`),
                LANGUAGES.map((value) => ({ value, label: t(`${K}.languages.${value}`) })),
              )}
              {select(
                "chart",
                t(`${K}.fields.chart`),
                [
                  { value: "", label: t(`${K}.fields.chartNone`) },
                  ...CHARTS.map((value) => ({ value, label: t(`${K}.charts.${value}`) })),
                ],
                { hint: t(`${K}.fields.chartHint`) },
              )}
            </SimpleGrid>
          </FormSection>
        ) : null}
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

/** A choice among fixed options; "" stands for none (Mantine's Select takes no empty value). */
function SelectField({
  control,
  name,
  label,
  hint,
  data,
  clearable,
  error,
}: {
  control: Control<CreateClientCompanyFormValues, unknown, CreateClientCompanyFormOutput>;
  name: keyof CreateClientCompanyFormValues;
  label: string;
  hint?: string | undefined;
  data: readonly Option[];
  clearable?: boolean | undefined;
  error: string | undefined;
}) {
  const NONE = "__none__";
  const options = data.map((option) => ({ value: option.value || NONE, label: option.label }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          description={hint}
          data={options}
          value={field.value === "" ? (options.some((o) => o.value === NONE) ? NONE : null) : String(field.value)}
          onChange={(value) => field.onChange(value === NONE || value === null ? "" : value)}
          onBlur={field.onBlur}
          searchable={options.length > 8}
          clearable={clearable}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          error={error}
        />
      )}
    />
  );
}
