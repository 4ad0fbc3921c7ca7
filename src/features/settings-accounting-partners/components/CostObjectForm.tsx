import { NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { useTranslation } from "react-i18next";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import {
  COST_DESCRIPTION_MAX,
  costCenterFormSchema,
  costUnitFormSchema,
  type CostUnitFormValues,
} from "../forms/costFormSchemas.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import { FormButtons, FormErrorAlert } from "../../../ui/settings/FormActions.tsx";

const K = "settingsAccountingPartners";
/** A cost centre has no budget: its (empty) budget value passes unchecked. */
const costCenterWithoutBudgetSchema = costCenterFormSchema.extend({ budget: z.string() });

export type CostObjectKind = "costCenter" | "costUnit";

const FORM_FIELDS: Record<CostObjectKind, ReadonlySet<string>> = {
  costCenter: new Set(["number", "description", "currency"]),
  costUnit: new Set(["number", "description", "currency", "budget"]),
};
const FIELD_OF_CONSTRAINT: Record<CostObjectKind, Record<string, string>> = {
  costCenter: {
    cost_centers_company_number_key: "number",
    cost_centers_number_check: "number",
    cost_centers_description_check: "description",
    cost_centers_currency_check: "currency",
  },
  costUnit: {
    cost_units_company_number_key: "number",
    cost_units_number_check: "number",
    cost_units_description_check: "description",
    cost_units_currency_check: "currency",
    cost_units_budget_check: "budget",
  },
};

export interface CostObjectFormProps {
  kind: CostObjectKind;
  /** A cost centre's values have no budget (it is ignored). */
  defaultValues: CostUnitFormValues;
  save: (values: CostUnitFormValues) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  isNew?: boolean;
}

/** Create and edit form of a cost centre (Kostenstelle) or a cost unit (Kostenträger, with budget). */
export function CostObjectForm({
  kind,
  defaultValues,
  save,
  submitLabel,
  cancelHref,
  isNew = false,
}: CostObjectFormProps) {
  const { t, i18n } = useTranslation();
  const withBudget = kind === "costUnit";
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CostUnitFormValues>({
    resolver: zodResolver(withBudget ? costUnitFormSchema : costCenterWithoutBudgetSchema),
    mode: "onTouched",
    defaultValues,
  });
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    setError,
    FORM_FIELDS[kind],
    refusalKeyOf,
    FIELD_OF_CONSTRAINT[kind],
  );
  const error = (message: string | undefined) => fieldErrorText(t, message);
  const isGerman = !i18n.language.startsWith("en");

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
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.sections.${kind}`)}>
      <Stack gap="md">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <FormSection title={t(`${K}.sections.${kind}`)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t(`${K}.fields.costNumber`)}
              description={t(`${K}.fields.costNumberHint`)}
              withAsterisk
              maxLength={40}
              {...register("number")}
              error={error(errors.number?.message)}
            />
            <TextInput
              label={t(`${K}.fields.description`)}
              description={t(`${K}.fields.descriptionHint`, { max: COST_DESCRIPTION_MAX })}
              maxLength={COST_DESCRIPTION_MAX + 20}
              {...register("description")}
              error={error(errors.description?.message)}
            />
            <TextInput
              label={t(`${K}.fields.currency`)}
              description={t(`${K}.fields.currencyHint`)}
              withAsterisk
              maxLength={3}
              styles={{ input: { textTransform: "uppercase" } }}
              {...register("currency")}
              error={error(errors.currency?.message)}
            />
            {withBudget ? (
              <Controller
                control={control}
                name="budget"
                render={({ field }) => (
                  <NumberInput
                    label={t(`${K}.fields.budget`)}
                    description={t(`${K}.fields.budgetHint`)}
                    value={field.value}
                    valueIsNumericString
                    onValueChange={({ value }) => field.onChange(value)}
                    onBlur={field.onBlur}
                    min={0}
                    clampBehavior="none"
                    allowNegative={false}
                    decimalScale={2}
                    thousandSeparator={isGerman ? "." : ","}
                    decimalSeparator={isGerman ? "," : "."}
                    hideControls
                    error={error(errors.budget?.message)}
                  />
                )}
              />
            ) : null}
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
