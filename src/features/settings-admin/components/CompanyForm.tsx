import { SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormButtons, FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import { companyFormSchema, type CompanyFormOutput, type CompanyFormValues } from "../forms/companyFormSchema.ts";
import { refusalKeyOf } from "../lib/refusals.ts";

const K = "settingsAdmin";

type TextField = Exclude<keyof CompanyFormValues, "alternativeNames">;

const FORM_FIELDS: ReadonlySet<string> = new Set([
  "name",
  "brandName",
  "alternativeNames",
  "legalForm",
  "founded",
  "dissolved",
  "street",
  "zip",
  "city",
  "country",
  "vatIdNo",
  "taxIdNo",
  "registrationNo",
  "phone",
  "email",
  "website",
]);
/** Where the database's refusals belong in the form. */
const FIELD_OF_CONSTRAINT: Record<string, string> = {
  companies_name_length: "name",
  companies_brand_name_length: "brandName",
  companies_alternative_names_valid: "alternativeNames",
  companies_legal_form_length: "legalForm",
  companies_dissolved_after_founded: "dissolved",
  company_locations_street_length: "street",
  company_locations_zip_length: "zip",
  company_locations_city_length: "city",
  company_locations_country_format: "country",
  company_locations_vat_id_no_format: "vatIdNo",
  company_locations_tax_id_no_length: "taxIdNo",
  company_locations_registration_no_length: "registrationNo",
  company_locations_phone_length: "phone",
  company_locations_email_format: "email",
  company_locations_website_length: "website",
};

export interface CompanyFormProps {
  defaultValues: CompanyFormValues;
  save: (values: CompanyFormOutput) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  isNew?: boolean;
}

/** The company (legal entity) with its main location: create and edit. */
export function CompanyForm({ defaultValues, save, submitLabel, cancelHref, isNew = false }: CompanyFormProps) {
  const { t, i18n } = useTranslation();
  const locale = inputLocaleOf(i18n.language);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(companyFormSchema(locale)),
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

  const text = (name: TextField, options: { hint?: string; required?: boolean; maxLength?: number } = {}) => (
    <TextInput
      label={t(`${K}.fields.${name}`)}
      description={options.hint}
      withAsterisk={options.required}
      maxLength={options.maxLength}
      {...register(name)}
      error={error(errors[name]?.message)}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.sections.company`)}>
      <Stack gap="md">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <FormSection title={t(`${K}.sections.company`)}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="xs">
            {text("name", { required: true, maxLength: 220 })}
            {text("brandName", { hint: t(`${K}.fields.brandNameHint`), maxLength: 220 })}
            {text("legalForm", { hint: t(`${K}.fields.legalFormHint`), maxLength: 120 })}
            {text("founded", { hint: t(`${K}.fields.dateHint`), maxLength: 12 })}
            {text("dissolved", { hint: t(`${K}.fields.dateHint`), maxLength: 12 })}
            <Textarea
              label={t(`${K}.fields.alternativeNames`)}
              description={t(`${K}.fields.alternativeNamesHint`)}
              autosize
              minRows={1}
              maxRows={4}
              {...register("alternativeNames")}
              error={error(errors.alternativeNames?.message)}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t(`${K}.sections.mainLocation`)}>
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="md" verticalSpacing="xs">
            {text("street", { maxLength: 220 })}
            {text("zip", { maxLength: 30 })}
            {text("city", { maxLength: 120 })}
            {text("country", { hint: t(`${K}.fields.countryHint`), required: true, maxLength: 2 })}
            {text("vatIdNo", { maxLength: 20 })}
            {text("taxIdNo", { maxLength: 60 })}
            {text("registrationNo", { maxLength: 60 })}
            {text("phone", { maxLength: 60 })}
            {text("email", { maxLength: 254 })}
            {text("website", { maxLength: 220 })}
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
