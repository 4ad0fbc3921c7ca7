import { Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormButtons, FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import {
  REAL_ESTATE_OBJECT_TYPES,
  realEstateObjectFormSchema,
  type RealEstateObjectFormValues,
} from "../forms/realEstateObjectFormSchema.ts";
import { refusalKeyOf } from "../lib/refusals.ts";

const K = "settingsRealEstate";

const FORM_FIELDS: ReadonlySet<string> = new Set([
  "title",
  "type",
  "number",
  "accountingArea",
  "userAccount",
  "address",
  "alternativeAddresses",
  "zip",
  "city",
  "country",
  "iban",
  "bic",
  "note",
]);
/** Check and unique constraints of app_public.real_estate_objects → the field they guard. */
const FIELD_OF_CONSTRAINT: Record<string, string> = {
  real_estate_objects_company_number_key: "number",
  real_estate_objects_number_check: "number",
  real_estate_objects_title_check: "title",
  real_estate_objects_accounting_area_check: "accountingArea",
  real_estate_objects_user_account_check: "userAccount",
  real_estate_objects_address_check: "address",
  real_estate_objects_alternative_addresses_check: "alternativeAddresses",
  real_estate_objects_zip_check: "zip",
  real_estate_objects_city_check: "city",
  real_estate_objects_country_check: "country",
  real_estate_objects_iban_check: "iban",
  real_estate_objects_bic_check: "bic",
  real_estate_objects_note_check: "note",
};

export interface RealEstateObjectFormProps {
  defaultValues: RealEstateObjectFormValues;
  save: (values: RealEstateObjectFormValues) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  isNew?: boolean;
}

/** Create and edit form of a real-estate object: every field of the spec (part 2 §3). */
export function RealEstateObjectForm({
  defaultValues,
  save,
  submitLabel,
  cancelHref,
  isNew = false,
}: RealEstateObjectFormProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<RealEstateObjectFormValues>({
    resolver: zodResolver(realEstateObjectFormSchema),
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
  // Four columns on wide screens: title and street take two, the other addresses three.
  const isLarge = useMediaQuery("(min-width: 75em)");
  const span = (columns: number) => (isLarge ? { gridColumn: `span ${columns}` } : undefined);

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
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.sections.object`)}>
      <Stack gap="md">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <FormSection title={t(`${K}.sections.object`)}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
            <TextInput
              style={span(2)}
              label={t(`${K}.fields.title`)}
              withAsterisk
              maxLength={220}
              {...register("title")}
              error={error(errors.title?.message)}
            />
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <Select
                  label={t(`${K}.fields.type`)}
                  data={REAL_ESTATE_OBJECT_TYPES.map((type) => ({ value: type, label: t(`${K}.types.${type}`) }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  error={error(errors.type?.message)}
                />
              )}
            />
            <TextInput
              label={t(`${K}.fields.number`)}
              maxLength={30}
              {...register("number")}
              error={error(errors.number?.message)}
            />
            <TextInput
              label={t(`${K}.fields.accountingArea`)}
              maxLength={30}
              {...register("accountingArea")}
              error={error(errors.accountingArea?.message)}
            />
            <TextInput
              label={t(`${K}.fields.userAccount`)}
              maxLength={80}
              {...register("userAccount")}
              error={error(errors.userAccount?.message)}
            />
            <TextInput
              label={t(`${K}.fields.iban`)}
              maxLength={42}
              styles={{ input: { textTransform: "uppercase" } }}
              {...register("iban")}
              error={error(errors.iban?.message)}
            />
            <TextInput
              label={t(`${K}.fields.bic`)}
              maxLength={14}
              styles={{ input: { textTransform: "uppercase" } }}
              {...register("bic")}
              error={error(errors.bic?.message)}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t(`${K}.sections.address`)}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
            <TextInput
              style={span(2)}
              label={t(`${K}.fields.address`)}
              maxLength={220}
              {...register("address")}
              error={error(errors.address?.message)}
            />
            <TextInput
              label={t(`${K}.fields.zip`)}
              maxLength={12}
              {...register("zip")}
              error={error(errors.zip?.message)}
            />
            <TextInput
              label={t(`${K}.fields.city`)}
              maxLength={120}
              {...register("city")}
              error={error(errors.city?.message)}
            />
            <TextInput
              label={t(`${K}.fields.country`)}
              maxLength={2}
              styles={{ input: { textTransform: "uppercase" } }}
              {...register("country")}
              error={error(errors.country?.message)}
            />
            <Textarea
              label={t(`${K}.fields.alternativeAddresses`)}
              description={t(`${K}.fields.alternativeAddressesHint`)}
              autosize
              minRows={1}
              maxRows={6}
              style={span(3)}
              {...register("alternativeAddresses")}
              error={error(errors.alternativeAddresses?.message)}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t(`${K}.sections.note`)}>
          <Textarea
            aria-label={t(`${K}.fields.note`)}
            autosize
            minRows={1}
            maxRows={8}
            {...register("note")}
            error={error(errors.note?.message)}
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
