import { ActionIcon, Alert, Button, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { IconAlertCircle, IconPlus, IconTrash } from "@tabler/icons-react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import {
  VAT_TYPES,
  valueAddedTaxFormSchema,
  type ValueAddedTaxFormInput,
  type ValueAddedTaxFormValues,
} from "../forms/valueAddedTaxFormSchema.ts";
import { useLedgerServerRefusal } from "../lib/ledgerRefusal.ts";

const FORM_FIELDS = new Set<string>(["type", "name", "shortName", "code", "amountTypeMustBeNet", "intraEu", "rates"]);

export interface ValueAddedTaxFormProps {
  defaultValues: ValueAddedTaxFormInput;
  save: (values: ValueAddedTaxFormValues) => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
}

/** A VAT code in the drawer: type, names, DATEV tax key, the net-only and intra-EU marks and
 * its rates with their periods (e.g. 16 % from 2020-07-01 until 2020-12-31). */
export function ValueAddedTaxForm({ defaultValues, save, onCancel, submitLabel }: ValueAddedTaxFormProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ValueAddedTaxFormInput, unknown, ValueAddedTaxFormValues>({
    resolver: zodResolver(valueAddedTaxFormSchema),
    mode: "onTouched",
    defaultValues,
  });
  const rates = useFieldArray({ control, name: "rates" });
  const { formError, setFormError, handleRefusal } = useLedgerServerRefusal(setError, FORM_FIELDS);
  const error = (message: string | undefined) => fieldErrorText(t, message);
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("settingsAccountingLedger.vats.formLabel")}>
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
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Select
              label={t("settingsAccountingLedger.fields.vatType")}
              withAsterisk
              data={VAT_TYPES.map((value) => ({ value, label: t(`settingsAccountingLedger.vatTypes.${value}`) }))}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              allowDeselect={false}
              error={error(errors.type?.message)}
            />
          )}
        />
        <TextInput
          label={t("settingsAccountingLedger.fields.vatName")}
          withAsterisk
          maxLength={220}
          {...register("name")}
          error={error(errors.name?.message)}
        />
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label={t("settingsAccountingLedger.fields.shortName")}
            maxLength={60}
            {...register("shortName")}
            error={error(errors.shortName?.message)}
          />
          <TextInput
            label={t("settingsAccountingLedger.fields.vatCode")}
            description={t("settingsAccountingLedger.fields.vatCodeHint")}
            inputMode="numeric"
            maxLength={4}
            {...register("code")}
            error={error(errors.code?.message)}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="amountTypeMustBeNet"
          render={({ field }) => (
            <Switch
              label={t("settingsAccountingLedger.fields.amountTypeMustBeNet")}
              description={t("settingsAccountingLedger.fields.amountTypeMustBeNetHint")}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={control}
          name="intraEu"
          render={({ field }) => (
            <Switch
              label={t("settingsAccountingLedger.fields.intraEu")}
              description={t("settingsAccountingLedger.fields.intraEuHint")}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600} fz="sm">
              {t("settingsAccountingLedger.vats.rates")}
            </Text>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={16} />}
              onClick={() => rates.append({ percentage: "", validFrom: "", validUntil: "" })}
            >
              {t("settingsAccountingLedger.vats.addRate")}
            </Button>
          </Group>
          {rates.fields.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t("settingsAccountingLedger.vats.noRates")}
            </Text>
          ) : null}
          {rates.fields.map((rate, index) => (
            <Group key={rate.id} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label={t("settingsAccountingLedger.fields.percentage")}
                rightSection="%"
                w={110}
                inputMode="decimal"
                {...register(`rates.${index}.percentage`)}
                error={error(errors.rates?.[index]?.percentage?.message)}
              />
              <TextInput
                label={t("settingsAccountingLedger.fields.validFrom")}
                placeholder={t("settingsAccountingLedger.fields.datePlaceholder")}
                {...register(`rates.${index}.validFrom`)}
                error={error(errors.rates?.[index]?.validFrom?.message)}
              />
              <TextInput
                label={t("settingsAccountingLedger.fields.validUntil")}
                placeholder={t("settingsAccountingLedger.fields.datePlaceholder")}
                {...register(`rates.${index}.validUntil`)}
                error={error(errors.rates?.[index]?.validUntil?.message)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={t("settingsAccountingLedger.vats.removeRate", { index: index + 1 })}
                onClick={() => rates.remove(index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          {errors.rates?.message || errors.rates?.root?.message ? (
            <Text fz="sm" c="red">
              {error(errors.rates.message ?? errors.rates.root?.message)}
            </Text>
          ) : null}
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t("settingsAccountingLedger.form.cancel")}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
