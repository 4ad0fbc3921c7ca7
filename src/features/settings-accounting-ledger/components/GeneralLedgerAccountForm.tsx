import { Alert, Button, Group, Select, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import {
  ACCOUNT_NAME_MAX,
  generalLedgerAccountFormSchemaFor,
  NUMBER_LENGTH_MESSAGE,
  type GeneralLedgerAccountFormInput,
  type GeneralLedgerAccountFormValues,
} from "../forms/generalLedgerAccountFormSchema.ts";
import { LEDGER_ACCOUNT_CATEGORIES } from "../lib/ledgerListSearch.ts";
import { useLedgerServerRefusal } from "../lib/ledgerRefusal.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";

const FORM_FIELDS = new Set<string>(["number", "name", "category", "active"]);

export interface GeneralLedgerAccountFormProps {
  defaultValues: GeneralLedgerAccountFormInput;
  save: (values: GeneralLedgerAccountFormValues) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  isNew?: boolean;
  extra?: ReactNode;
  /** The company's account length: new and changed numbers have exactly this many digits. */
  accountLength: number;
}

/** Number, name, category and the active switch of a ledger account. */
export function GeneralLedgerAccountForm({
  defaultValues,
  save,
  submitLabel,
  cancelHref,
  isNew = false,
  extra,
  accountLength,
}: GeneralLedgerAccountFormProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<GeneralLedgerAccountFormInput, unknown, GeneralLedgerAccountFormValues>({
    resolver: zodResolver(generalLedgerAccountFormSchemaFor(accountLength, isNew ? null : defaultValues.number)),
    mode: "onTouched",
    defaultValues,
  });
  const { formError, setFormError, handleRefusal } = useLedgerServerRefusal(setError, FORM_FIELDS);
  const error = (message: string | undefined) => fieldErrorText(t, message);
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
      if (!isNew) reset({ ...values, number: values.number.trim(), name: values.name.trim() });
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t("settingsAccountingLedger.accounts.formLabel")}
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
        <FormSection title={t("settingsAccountingLedger.accounts.section")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t("settingsAccountingLedger.fields.number")}
              description={t("settingsAccountingLedger.fields.numberLengthHint", { count: accountLength })}
              withAsterisk
              inputMode="numeric"
              maxLength={8}
              {...register("number")}
              error={
                errors.number?.message === NUMBER_LENGTH_MESSAGE
                  ? t("settingsAccountingLedger.validation.numberLength", { count: accountLength })
                  : error(errors.number?.message)
              }
            />
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <Select
                  label={t("settingsAccountingLedger.fields.category")}
                  withAsterisk
                  data={LEDGER_ACCOUNT_CATEGORIES.map((value) => ({
                    value,
                    label: t(`settingsAccountingLedger.categories.${value}`),
                  }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  error={error(errors.category?.message)}
                />
              )}
            />
          </SimpleGrid>
          <TextInput
            label={t("settingsAccountingLedger.fields.name")}
            withAsterisk
            maxLength={ACCOUNT_NAME_MAX + 20}
            {...register("name")}
            error={error(errors.name?.message)}
          />
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <Switch
                label={t("settingsAccountingLedger.fields.active")}
                description={t("settingsAccountingLedger.fields.activeHint")}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        </FormSection>
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
