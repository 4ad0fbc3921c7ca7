import { Button, Checkbox, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { normalizeIban } from "../../../lib/iban.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import {
  companyConfigFormSchema,
  type CompanyConfigFormOutput,
  type CompanyConfigFormValues,
  type ConfigFlag,
  linesOf,
  MATCHING_CHECKS,
  REMINDER_MAX,
} from "../forms/companySettingsSchemas.ts";
import { CONFIG_FIELD_OF_CONSTRAINT, refusalKeyOf } from "../lib/refusals.ts";

const K = "settingsCompany";

/** The flags by what they change (spec part 2 §3 "Company settings and users"). */
const GROUPS: { section: "capture" | "numbers" | "review" | "export" | "banking"; flags: ConfigFlag[] }[] = [
  { section: "capture", flags: ["createPartner", "createPartnerAccount"] },
  { section: "numbers", flags: ["invoiceInternalNumberCountUpMode", "disableInvoiceInternalNumberEdit"] },
  {
    section: "review",
    flags: [
      "disableReviewWorkflowManage",
      "assignProtectedDocumentCategory",
      "restrictDocumentDelete",
      "customDocFields",
    ],
  },
  {
    section: "export",
    flags: [
      "appendAuditTrail",
      "restrictBookingExport",
      "disableIncompleteExport",
      "bmdBankinfo",
      "invoiceCostCenters",
    ],
  },
  { section: "banking", flags: ["disableUnverifiedIbanCheck"] },
];

const FORM_FIELDS: ReadonlySet<string> = new Set([
  "abandonedDocumentsWarning",
  "ibans",
  "paymentReminderMessage",
  "customDocFieldNames",
]);

export interface CompanyConfigFormProps {
  defaultValues: CompanyConfigFormValues;
  save: (values: CompanyConfigFormOutput) => Promise<void>;
}

/** The advanced settings an admin keeps: each switch with what it does. */
export function CompanyConfigForm({ defaultValues, save }: CompanyConfigFormProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CompanyConfigFormValues, unknown, CompanyConfigFormOutput>({
    resolver: zodResolver(companyConfigFormSchema),
    mode: "onTouched",
    defaultValues,
  });
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    setError,
    FORM_FIELDS,
    refusalKeyOf,
    CONFIG_FIELD_OF_CONSTRAINT,
  );
  const error = (message: string | undefined) => fieldErrorText(t, message);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
      reset({ ...values, ibans: [...new Set(linesOf(values.ibans).map(normalizeIban))].sort().join("\n") });
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });

  const flagSwitch = (flag: ConfigFlag) => (
    <Controller
      key={flag}
      control={control}
      name={flag}
      render={({ field }) => (
        <Switch
          label={t(`${K}.flags.${flag}`)}
          description={t(`${K}.flags.${flag}Hint`)}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.config.title`)}>
      <Stack gap="md">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {GROUPS.map(({ section, flags }) => (
            <FormSection key={section} title={t(`${K}.sections.${section}`)}>
              {flags.map(flagSwitch)}
              {section === "review" ? (
                <Textarea
                  label={t(`${K}.flags.customDocFieldNames`)}
                  description={t(`${K}.flags.customDocFieldNamesHint`)}
                  autosize
                  minRows={2}
                  maxRows={6}
                  {...register("customDocFieldNames")}
                  error={error(errors.customDocFieldNames?.message)}
                />
              ) : null}
              {section === "review" ? (
                <TextInput
                  label={t(`${K}.flags.abandonedDocumentsWarning`)}
                  description={t(`${K}.flags.abandonedDocumentsWarningHint`)}
                  inputMode="numeric"
                  maxLength={3}
                  w={{ base: "100%", sm: 320 }}
                  rightSection={t(`${K}.form.days`)}
                  rightSectionWidth={56}
                  {...register("abandonedDocumentsWarning")}
                  error={error(errors.abandonedDocumentsWarning?.message)}
                />
              ) : null}
              {section === "banking" ? (
                <>
                  <Textarea
                    label={t(`${K}.flags.ibans`)}
                    description={t(`${K}.flags.ibansHint`)}
                    autosize
                    minRows={2}
                    maxRows={6}
                    styles={{
                      input: { textTransform: "uppercase", fontFamily: "var(--mantine-font-family-monospace)" },
                    }}
                    {...register("ibans")}
                    error={error(errors.ibans?.message)}
                  />
                  <Textarea
                    label={t(`${K}.flags.paymentReminderMessage`)}
                    description={t(`${K}.flags.paymentReminderMessageHint`)}
                    autosize
                    minRows={2}
                    maxRows={6}
                    maxLength={REMINDER_MAX}
                    {...register("paymentReminderMessage")}
                    error={error(errors.paymentReminderMessage?.message)}
                  />
                </>
              ) : null}
            </FormSection>
          ))}
          <FormSection title={t(`${K}.sections.matching`)} description={t(`${K}.sections.matchingHint`)}>
            <Controller
              control={control}
              name="enabledMatchingChecks"
              render={({ field }) => (
                <Checkbox.Group value={field.value} onChange={(value) => field.onChange(value)}>
                  <Stack gap="xs">
                    {MATCHING_CHECKS.map((check) => (
                      <Checkbox key={check} value={check} label={t(`${K}.matchingChecks.${check}`)} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )}
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
