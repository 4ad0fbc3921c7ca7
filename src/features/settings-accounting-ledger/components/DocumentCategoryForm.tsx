import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { IconAlertCircle } from "@tabler/icons-react";
import { type ReactNode, useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentCategoryForm_clientCompany$key } from "../../../__generated__/DocumentCategoryForm_clientCompany.graphql.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import {
  BOOKING_TYPES,
  DESCRIPTION_MAX,
  DOCUMENT_TYPES,
  documentCategoryFormSchema,
  type DocumentCategoryFormInput,
  type DocumentCategoryFormValues,
  NAME_MAX,
  SHORT_TEXT_MAX,
} from "../forms/documentCategoryFormSchema.ts";
import { useLedgerServerRefusal } from "../lib/ledgerRefusal.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";

const FORM_FIELDS = new Set<string>([
  "documentType",
  "name",
  "description",
  "emailAlias",
  "internalNumberMode",
  "internalNumberMin",
  "bookingType",
  "bookingCategory",
  "ignoreBookingTypePaidAssumption",
  "generalLedgerAccountRowId",
  "accountingItemsGeneralLedgerAccountRowId",
  "accountingItemsTitle",
]);

export interface DocumentCategoryFormProps {
  clientCompany: DocumentCategoryForm_clientCompany$key;
  defaultValues: DocumentCategoryFormInput;
  save: (values: DocumentCategoryFormValues) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  isNew?: boolean;
  extra?: ReactNode;
}

/** Every field of a document category: type and name, e-mail alias, internal numbers, the
 * booking defaults and the ledger accounts its documents are booked on. */
export function DocumentCategoryForm({
  clientCompany,
  defaultValues,
  save,
  submitLabel,
  cancelHref,
  isNew = false,
  extra,
}: DocumentCategoryFormProps) {
  const { t } = useTranslation();
  const company = useFragment(
    graphql`
      fragment DocumentCategoryForm_clientCompany on ClientCompany {
        generalLedgerAccounts(orderBy: [NUMBER_ASC]) {
          nodes {
            rowId
            number
            name
            disabledAt
          }
        }
      }
    `,
    clientCompany,
  );
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<DocumentCategoryFormInput, unknown, DocumentCategoryFormValues>({
    resolver: zodResolver(documentCategoryFormSchema),
    mode: "onTouched",
    defaultValues,
  });
  const { formError, setFormError, handleRefusal } = useLedgerServerRefusal(setError, FORM_FIELDS);
  const error = (message: string | undefined) => fieldErrorText(t, message);
  const ledgerOptions = useMemo(
    () =>
      company.generalLedgerAccounts.nodes.map((account) => ({
        value: account.rowId,
        label: `${account.number} · ${account.name}`,
        disabled: account.disabledAt !== null,
      })),
    [company.generalLedgerAccounts.nodes],
  );
  const countsUp = useWatch({ control, name: "internalNumberMode" }) === "COUNT_UP";
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
      if (!isNew) reset(undefined, { keepValues: true });
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });
  const ledgerSelect = (
    name: "generalLedgerAccountRowId" | "accountingItemsGeneralLedgerAccountRowId",
    label: string,
    hint: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          description={hint}
          placeholder={t("settingsAccountingLedger.documentCategories.noLedgerAccount")}
          data={ledgerOptions}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          searchable
          clearable
          limit={100}
          nothingFoundMessage={t("settingsAccountingLedger.documentCategories.nothingFound")}
          error={error(errors[name]?.message)}
        />
      )}
    />
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t("settingsAccountingLedger.documentCategories.formLabel")}
    >
      <Stack gap="md">
        {formError ? (
          <Alert
            role="alert"
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} />}
            title={t("settingsAccountingLedger.form.notSaved")}
          >
            {formError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <FormSection title={t("settingsAccountingLedger.documentCategories.sections.category")}>
            <Controller
              control={control}
              name="documentType"
              render={({ field }) => (
                <Select
                  label={t("settingsAccountingLedger.fields.documentType")}
                  description={isNew ? undefined : t("settingsAccountingLedger.fields.documentTypeFixed")}
                  withAsterisk={isNew}
                  disabled={!isNew}
                  data={DOCUMENT_TYPES.map((value) => ({
                    value,
                    label: t(`settingsAccountingLedger.documentTypes.${value}`),
                  }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  allowDeselect={false}
                  error={error(errors.documentType?.message)}
                />
              )}
            />
            <TextInput
              label={t("settingsAccountingLedger.fields.categoryName")}
              withAsterisk
              maxLength={NAME_MAX + 20}
              {...register("name")}
              error={error(errors.name?.message)}
            />
            <Textarea
              label={t("settingsAccountingLedger.fields.description")}
              autosize
              minRows={2}
              maxRows={5}
              maxLength={DESCRIPTION_MAX + 20}
              {...register("description")}
              error={error(errors.description?.message)}
            />
            <TextInput
              label={t("settingsAccountingLedger.fields.emailAlias")}
              description={t("settingsAccountingLedger.fields.emailAliasHint")}
              {...register("emailAlias")}
              error={error(errors.emailAlias?.message)}
            />
            <Group grow align="flex-start">
              <Controller
                control={control}
                name="internalNumberMode"
                render={({ field }) => (
                  <Select
                    label={t("settingsAccountingLedger.fields.internalNumberMode")}
                    data={(["NONE", "COUNT_UP"] as const).map((value) => ({
                      value,
                      label: t(`settingsAccountingLedger.internalNumberModes.${value}`),
                    }))}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? "NONE")}
                    allowDeselect={false}
                  />
                )}
              />
              <Controller
                control={control}
                name="internalNumberMin"
                render={({ field }) => (
                  <NumberInput
                    label={t("settingsAccountingLedger.fields.internalNumberMin")}
                    description={countsUp ? undefined : t("settingsAccountingLedger.fields.internalNumberMinHint")}
                    value={field.value}
                    onChange={(value) => field.onChange(String(value))}
                    onBlur={field.onBlur}
                    allowDecimal={false}
                    allowNegative={false}
                    disabled={!countsUp}
                    error={error(errors.internalNumberMin?.message)}
                  />
                )}
              />
            </Group>
          </FormSection>
          <FormSection
            title={t("settingsAccountingLedger.documentCategories.sections.booking")}
            description={t("settingsAccountingLedger.documentCategories.sections.bookingLead")}
          >
            <Group grow align="flex-start">
              <Controller
                control={control}
                name="bookingType"
                render={({ field }) => (
                  <Select
                    label={t("settingsAccountingLedger.fields.bookingType")}
                    placeholder={t("settingsAccountingLedger.bookingTypes.default")}
                    data={BOOKING_TYPES.map((value) => ({
                      value,
                      label: t(`settingsAccountingLedger.bookingTypes.${value}`),
                    }))}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    clearable
                  />
                )}
              />
              <TextInput
                label={t("settingsAccountingLedger.fields.bookingCategory")}
                maxLength={SHORT_TEXT_MAX + 20}
                {...register("bookingCategory")}
                error={error(errors.bookingCategory?.message)}
              />
            </Group>
            {ledgerSelect(
              "generalLedgerAccountRowId",
              t("settingsAccountingLedger.fields.generalLedgerAccount"),
              t("settingsAccountingLedger.fields.generalLedgerAccountHint"),
            )}
            {ledgerSelect(
              "accountingItemsGeneralLedgerAccountRowId",
              t("settingsAccountingLedger.fields.accountingItemsGeneralLedgerAccount"),
              t("settingsAccountingLedger.fields.accountingItemsGeneralLedgerAccountHint"),
            )}
            <TextInput
              label={t("settingsAccountingLedger.fields.accountingItemsTitle")}
              description={t("settingsAccountingLedger.fields.accountingItemsTitleHint")}
              maxLength={SHORT_TEXT_MAX + 20}
              {...register("accountingItemsTitle")}
              error={error(errors.accountingItemsTitle?.message)}
            />
            <Controller
              control={control}
              name="ignoreBookingTypePaidAssumption"
              render={({ field }) => (
                <Switch
                  label={t("settingsAccountingLedger.fields.ignorePaidAssumption")}
                  description={t("settingsAccountingLedger.fields.ignorePaidAssumptionHint")}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          </FormSection>
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <Group gap="sm">{extra}</Group>
          <Group gap="sm">
            <HrefButton href={cancelHref} variant="default">
              {t("settingsAccountingLedger.form.cancel")}
            </HrefButton>
            <Button type="submit" loading={isSubmitting} disabled={!isNew && !isDirty}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
