import { Button, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import {
  companyInfoFormSchema,
  linesOf,
  normalizeVatIdText,
  type CompanyInfoFormOutput,
  type CompanyInfoFormValues,
  NOTES_MAX,
  PROCESSINGS,
  VAT_DECLARATIONS,
} from "../forms/companySettingsSchemas.ts";
import { INFO_FIELD_OF_CONSTRAINT, refusalKeyOf } from "../lib/refusals.ts";

const K = "settingsCompany";
const FORM_FIELDS: ReadonlySet<string> = new Set([
  "emailAlias",
  "accountingEmail",
  "taxReclaimable",
  "vatDeclaration",
  "processing",
  "sepaCreditorId",
  "blacklistedPartnerVatIds",
  "notes",
]);

export interface CompanyInfoFormProps {
  defaultValues: CompanyInfoFormValues;
  save: (values: CompanyInfoFormOutput) => Promise<void>;
}

/** The company info a company manager keeps: upload and accounting, taxes, direct debit,
 * partner recognition and notes. */
export function CompanyInfoForm({ defaultValues, save }: CompanyInfoFormProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CompanyInfoFormValues, unknown, CompanyInfoFormOutput>({
    resolver: zodResolver(companyInfoFormSchema),
    mode: "onTouched",
    defaultValues,
  });
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    setError,
    FORM_FIELDS,
    refusalKeyOf,
    INFO_FIELD_OF_CONSTRAINT,
  );
  const error = (message: string | undefined) => fieldErrorText(t, message);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
      reset(companyInfoAfterSave(values));
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.info.title`)}>
      <Stack gap="md">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <FormSection title={t(`${K}.sections.upload`)}>
            <TextInput
              label={t(`${K}.fields.emailAlias`)}
              description={t(`${K}.fields.emailAliasHint`)}
              maxLength={64}
              {...register("emailAlias")}
              error={error(errors.emailAlias?.message)}
            />
            <TextInput
              label={t(`${K}.fields.accountingEmail`)}
              description={t(`${K}.fields.accountingEmailHint`)}
              type="email"
              maxLength={254}
              {...register("accountingEmail")}
              error={error(errors.accountingEmail?.message)}
            />
            <Controller
              control={control}
              name="processing"
              render={({ field }) => (
                <Select
                  label={t(`${K}.fields.processing`)}
                  description={t(`${K}.fields.processingHint`)}
                  data={(["", ...PROCESSINGS] as const).map((value) => ({
                    value,
                    label: t(`${K}.values.processing.${value || "none"}`),
                  }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? "")}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  error={error(errors.processing?.message)}
                />
              )}
            />
          </FormSection>
          <FormSection title={t(`${K}.sections.tax`)}>
            <Controller
              control={control}
              name="taxReclaimable"
              render={({ field }) => (
                <Switch
                  label={t(`${K}.fields.taxReclaimable`)}
                  description={t(`${K}.fields.taxReclaimableHint`)}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Controller
              control={control}
              name="vatDeclaration"
              render={({ field }) => (
                <Select
                  label={t(`${K}.fields.vatDeclaration`)}
                  description={t(`${K}.fields.vatDeclarationHint`)}
                  data={(["", ...VAT_DECLARATIONS] as const).map((value) => ({
                    value,
                    label: t(`${K}.values.vatDeclaration.${value || "none"}`),
                  }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? "")}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  error={error(errors.vatDeclaration?.message)}
                />
              )}
            />
            <TextInput
              label={t(`${K}.fields.sepaCreditorId`)}
              description={t(`${K}.fields.sepaCreditorIdHint`)}
              maxLength={40}
              styles={{ input: { textTransform: "uppercase" } }}
              {...register("sepaCreditorId")}
              error={error(errors.sepaCreditorId?.message)}
            />
          </FormSection>
          <FormSection title={t(`${K}.sections.partners`)}>
            <Textarea
              label={t(`${K}.fields.blacklistedPartnerVatIds`)}
              description={t(`${K}.fields.blacklistedPartnerVatIdsHint`)}
              autosize
              minRows={3}
              maxRows={8}
              styles={{ input: { textTransform: "uppercase", fontFamily: "var(--mantine-font-family-monospace)" } }}
              {...register("blacklistedPartnerVatIds")}
              error={error(errors.blacklistedPartnerVatIds?.message)}
            />
          </FormSection>
          <FormSection title={t(`${K}.sections.notes`)}>
            <Textarea
              label={t(`${K}.fields.notes`)}
              description={t(`${K}.fields.notesHint`)}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={NOTES_MAX}
              {...register("notes")}
              error={error(errors.notes?.message)}
            />
          </FormSection>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            {t(`${K}.form.save`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The form's values as saved (the VAT ids one per line, normalised as the server keeps them). */
function companyInfoAfterSave(values: CompanyInfoFormOutput): CompanyInfoFormValues {
  const vatIds = [...new Set(linesOf(values.blacklistedPartnerVatIds).map(normalizeVatIdText))].sort();
  return { ...values, blacklistedPartnerVatIds: vatIds.join("\n") };
}
