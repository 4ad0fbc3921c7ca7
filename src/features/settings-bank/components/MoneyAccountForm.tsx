import { Alert, Button, Grid, Group, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMemo } from "react";
import { Controller, FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { MoneyAccountForm_clientCompany$key } from "../../../__generated__/MoneyAccountForm_clientCompany.graphql.ts";
import { type MoneyAccountFormValues, moneyAccountFormSchema } from "../forms/moneyAccountFormSchema.ts";
import { useServerRefusal } from "../hooks/useServerRefusal.ts";
import { currencyOptions } from "../lib/currencies.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import type { MoneyAccountKind } from "../lib/moneyAccountKinds.ts";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { GeneralLedgerAccountSelect } from "./GeneralLedgerAccountSelect.tsx";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { MoneyAccountKindFields } from "./MoneyAccountKindFields.tsx";

export interface MoneyAccountFormProps {
  kind: MoneyAccountKind;
  clientCompany: MoneyAccountForm_clientCompany$key;
  bankNames: ReadonlyMap<string, string>;
  defaultValues: MoneyAccountFormValues;
  /** Saves the values; rejects with the server's error (shown at its field). */
  save: (values: MoneyAccountFormValues) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  /** A new account: saving is possible before anything changed. */
  isNew?: boolean;
}

const FORM_FIELDS = new Set<string>([
  "name",
  "description",
  "currency",
  "iban",
  "bic",
  "holder",
  "includeHolderWithPayment",
  "bankAccountType",
  "number",
  "cardBrand",
  "limit",
  "generalLedgerAccountRowId",
]);

/** Create and edit form of a bank account, credit card or cash book. */
export function MoneyAccountForm({
  kind,
  clientCompany,
  bankNames,
  defaultValues,
  save,
  submitLabel,
  cancelHref,
  isNew = false,
}: MoneyAccountFormProps) {
  const { t, i18n } = useTranslation();
  const company = useFragment(
    graphql`
      fragment MoneyAccountForm_clientCompany on ClientCompany {
        ...GeneralLedgerAccountSelect_clientCompany
      }
    `,
    clientCompany,
  );
  const schema = useMemo(() => moneyAccountFormSchema(kind), [kind]);
  const form = useForm<MoneyAccountFormValues>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues,
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const { formError, setFormError, handleRefusal } = useServerRefusal(setError, FORM_FIELDS, "moneyAccount");
  const currencies = useMemo(
    () =>
      currencyOptions(
        i18n.language,
        { common: t("settingsBank.fields.currencyCommon"), all: t("settingsBank.fields.currencyAll") },
        defaultValues.currency,
      ),
    [i18n.language, t, defaultValues.currency],
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
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`settingsBank.kinds.${kind}.formLabel`)}>
        <Stack gap="lg">
          {formError ? (
            <Alert
              role="alert"
              color="red"
              variant="light"
              icon={<IconAlertCircle size={20} />}
              title={t("settingsBank.form.notSaved")}
              withCloseButton
              closeButtonLabel={t("settingsBank.form.dismiss")}
              onClose={() => setFormError(null)}
            >
              {formError}
            </Alert>
          ) : null}
          <FormSection title={t("settingsBank.sections.general")}>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  label={t(`settingsBank.kinds.${kind}.nameLabel`)}
                  description={t(`settingsBank.kinds.${kind}.nameHint`)}
                  withAsterisk
                  maxLength={200}
                  {...register("name")}
                  error={error(errors.name?.message)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Controller
                  control={control}
                  name="currency"
                  render={({ field }) => (
                    <Select
                      label={t("settingsBank.fields.currency")}
                      description={t("settingsBank.fields.currencyHint")}
                      withAsterisk
                      searchable
                      allowDeselect={false}
                      data={currencies}
                      limit={60}
                      value={field.value}
                      onChange={(value) => field.onChange(value ?? "")}
                      onBlur={field.onBlur}
                      error={error(errors.currency?.message)}
                      nothingFoundMessage={t("settingsBank.fields.currencyNothingFound")}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label={t("settingsBank.fields.description")}
                  autosize
                  minRows={2}
                  maxRows={6}
                  {...register("description")}
                  error={error(errors.description?.message)}
                />
              </Grid.Col>
            </Grid>
          </FormSection>
          <MoneyAccountKindFields kind={kind} bankNames={bankNames} />
          <FormSection
            title={t("settingsBank.sections.accounting")}
            description={t(`settingsBank.kinds.${kind}.ledgerAccountHint`)}
          >
            <Controller
              control={control}
              name="generalLedgerAccountRowId"
              render={({ field }) => (
                <GeneralLedgerAccountSelect
                  clientCompany={company}
                  label={t("settingsBank.fields.ledgerAccount")}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={error(errors.generalLedgerAccountRowId?.message)}
                />
              )}
            />
          </FormSection>
          <Group justify="flex-end" gap="sm">
            <HrefButton href={cancelHref} variant="default">
              {t("settingsBank.form.cancel")}
            </HrefButton>
            <Button type="submit" loading={isSubmitting} disabled={!isNew && !isDirty}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
