import { Checkbox, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormButtons, FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import { NAME_MAX, NOTES_MAX, partnerFormSchema, type PartnerFormValues } from "../forms/partnerFormSchemas.ts";
import { refusalKeyOf } from "../lib/refusals.ts";

const K = "settingsPartners";
const FORM_FIELDS: ReadonlySet<string> = new Set([
  "name",
  "alternativeNames",
  "notes",
  "controllerUserRowId",
  "mainCostCenterRowId",
  "mainCostUnitRowId",
]);
const FIELD_OF_CONSTRAINT: Record<string, string> = {
  partner_companies_name_check: "name",
  partner_companies_notes_check: "notes",
  partner_companies_controller_user_id_fkey: "controllerUserRowId",
  partner_companies_main_cost_center_id_fkey: "mainCostCenterRowId",
  partner_companies_main_cost_unit_id_fkey: "mainCostUnitRowId",
};

export interface PartnerFormOption {
  value: string;
  label: string;
}

export interface PartnerFormProps {
  defaultValues: PartnerFormValues;
  save: (values: PartnerFormValues) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  isNew?: boolean;
  /** The company's members (controller), cost centres and cost units to choose from. */
  members: readonly PartnerFormOption[];
  costCenters: readonly PartnerFormOption[] | null;
  costUnits: readonly PartnerFormOption[] | null;
}

/** Create and edit form of a partner company's own fields. */
export function PartnerForm({
  defaultValues,
  save,
  submitLabel,
  cancelHref,
  isNew = false,
  members,
  costCenters,
  costUnits,
}: PartnerFormProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<PartnerFormValues>({ resolver: zodResolver(partnerFormSchema), mode: "onTouched", defaultValues });
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
  const choice = (
    name: "controllerUserRowId" | "mainCostCenterRowId" | "mainCostUnitRowId",
    options: readonly PartnerFormOption[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`${K}.fields.${name}`)}
          description={t(`${K}.fields.${name}Hint`)}
          data={[...options]}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? "")}
          onBlur={field.onBlur}
          clearable
          searchable
          nothingFoundMessage={t(`${K}.fields.nothingFound`)}
          placeholder={t(`${K}.fields.none`)}
          error={error(errors[name]?.message)}
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.sections.partner`)}>
      <Stack gap="md">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <FormSection title={t(`${K}.sections.partner`)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t(`${K}.fields.name`)}
              withAsterisk
              maxLength={NAME_MAX + 20}
              {...register("name")}
              error={error(errors.name?.message)}
            />
            <Controller
              control={control}
              name="alternativeNames"
              render={({ field }) => (
                <TagsInput
                  label={t(`${K}.fields.alternativeNames`)}
                  description={t(`${K}.fields.alternativeNamesHint`)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={error(errors.alternativeNames?.message ?? errors.alternativeNames?.[0]?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="isConsumer"
              render={({ field }) => (
                <Checkbox
                  label={t(`${K}.fields.isConsumer`)}
                  description={t(`${K}.fields.isConsumerHint`)}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            <Controller
              control={control}
              name="paidWithDirectDebit"
              render={({ field }) => (
                <Checkbox
                  label={t(`${K}.fields.paidWithDirectDebit`)}
                  description={t(`${K}.fields.paidWithDirectDebitHint`)}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t(`${K}.sections.control`)}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {choice("controllerUserRowId", members)}
            {costCenters ? choice("mainCostCenterRowId", costCenters) : null}
            {costUnits ? choice("mainCostUnitRowId", costUnits) : null}
          </SimpleGrid>
          <Textarea
            mt="md"
            label={t(`${K}.fields.notes`)}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={NOTES_MAX}
            {...register("notes")}
            error={error(errors.notes?.message)}
          />
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
