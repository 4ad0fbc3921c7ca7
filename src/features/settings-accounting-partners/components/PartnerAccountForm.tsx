import { SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  DESCRIPTION_MAX,
  partnerAccountFormSchemaFor,
  PARTNER_NUMBER_LENGTH_MESSAGE,
  type PartnerAccountFormValues,
} from "../forms/partnerAccountFormSchema.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import { FormButtons, FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { PartnerCompanySelect } from "./PartnerCompanySelect.tsx";

const K = "settingsAccountingPartners";
const FORM_FIELDS = new Set<string>(["number", "description", "type", "currency", "active", "partnerCompanyRowId"]);
const FIELD_OF_CONSTRAINT = {
  partner_accounts_company_number_key: "number",
  partner_accounts_number_check: "number",
  partner_accounts_number_matches_type: "number",
  partner_accounts_description_check: "description",
  partner_accounts_currency_check: "currency",
  partner_accounts_partner_company_id_fkey: "partnerCompanyRowId",
};

export interface PartnerAccountFormProps {
  clientCompanyRowId: string;
  defaultValues: PartnerAccountFormValues;
  partnerCompanyName: string | null;
  save: (values: PartnerAccountFormValues) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  isNew?: boolean;
  /** The company's account length: a new or changed number has one digit more. */
  accountLength: number;
}

/** Create and edit form of a partner account (Personenkonto). */
export function PartnerAccountForm({
  clientCompanyRowId,
  defaultValues,
  partnerCompanyName,
  save,
  submitLabel,
  cancelHref,
  isNew = false,
  accountLength,
}: PartnerAccountFormProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<PartnerAccountFormValues>({
    resolver: zodResolver(partnerAccountFormSchemaFor(accountLength, isNew ? null : defaultValues.number)),
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
  const type = useWatch({ control, name: "type" });

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
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.partnerAccounts.formLabel`)}>
      <Stack gap="md">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <FormSection title={t(`${K}.sections.account`)}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Stack gap={4}>
                <Text fz="sm" fw={500} id="partner-account-type-label">
                  {t(`${K}.fields.type`)}
                </Text>
                <SegmentedControl
                  aria-labelledby="partner-account-type-label"
                  w="fit-content"
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  data={[
                    { value: "CREDITOR", label: t(`${K}.types.CREDITOR`) },
                    { value: "DEBTOR", label: t(`${K}.types.DEBTOR`) },
                  ]}
                />
              </Stack>
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={t(`${K}.fields.number`)}
              description={t(type === "DEBTOR" ? `${K}.fields.debtorLengthHint` : `${K}.fields.creditorLengthHint`, {
                count: accountLength + 1,
              })}
              withAsterisk
              inputMode="numeric"
              maxLength={12}
              {...register("number")}
              error={
                errors.number?.message === PARTNER_NUMBER_LENGTH_MESSAGE
                  ? t(`${K}.validation.numberLength`, { count: accountLength + 1 })
                  : error(errors.number?.message)
              }
            />
            <TextInput
              label={t(`${K}.fields.description`)}
              description={t(`${K}.fields.descriptionHint`, { max: DESCRIPTION_MAX })}
              maxLength={DESCRIPTION_MAX + 20}
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
          </SimpleGrid>
          <Controller
            control={control}
            name="partnerCompanyRowId"
            render={({ field }) => (
              <PartnerCompanySelect
                clientCompanyRowId={clientCompanyRowId}
                value={field.value}
                initialName={partnerCompanyName}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={t(`${K}.fields.partnerCompany`)}
                description={t(`${K}.fields.partnerCompanyHint`)}
                error={error(errors.partnerCompanyRowId?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <Switch
                label={t(`${K}.fields.active`)}
                description={t(`${K}.fields.activeHint`)}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
              />
            )}
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
