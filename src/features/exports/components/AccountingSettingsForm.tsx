import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useMutation } from "react-relay";
import type { AccountingSettingsForm_clientCompany$key } from "../../../__generated__/AccountingSettingsForm_clientCompany.graphql.ts";
import type { AccountingSettingsFormMutation } from "../../../__generated__/AccountingSettingsFormMutation.graphql.ts";
import { CLIENT_NO_MAX_LENGTH } from "../../../lib/accountingSystemClientNo.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import {
  ACCOUNTING_SETTINGS_FIELD_OF_CONSTRAINT,
  ACCOUNTING_SETTINGS_FIELDS,
  ACCOUNTING_SYSTEMS,
  type AccountingSettingsValues,
  accountingSettingsSchema,
} from "../lib/exportForms.ts";

const keyOfRefusal = () => null;
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The company's accounting export settings: system, DATEV consultant number, the client number in
 * the accounting system (the one the super admin's client-company form edits), account length,
 * fiscal year. */
export function AccountingSettingsForm({ clientCompany }: { clientCompany: AccountingSettingsForm_clientCompany$key }) {
  const { t, i18n } = useTranslation();
  const company = useFragment(
    graphql`
      fragment AccountingSettingsForm_clientCompany on ClientCompany {
        rowId
        currentUserHasAccountingAccess
        accountingSystem
        datevConsultantNumber
        accountingSystemClientNo
        generalLedgerAccountLength
        fiscalYearStartMonth
        bmdBankinfo
      }
    `,
    clientCompany,
  );
  const [commit, isInFlight] = useMutation<AccountingSettingsFormMutation>(graphql`
    mutation AccountingSettingsFormMutation($input: UpdateCompanyAccountingSettingsInput!) {
      updateCompanyAccountingSettings(input: $input) {
        clientCompany {
          id
          ...AccountingSettingsForm_clientCompany
          ...ExportDialog_clientCompany
        }
      }
    }
  `);
  const form = useForm<AccountingSettingsValues>({
    resolver: zodResolver(accountingSettingsSchema),
    defaultValues: {
      accountingSystem: ((ACCOUNTING_SYSTEMS as readonly string[]).includes(company.accountingSystem ?? "")
        ? company.accountingSystem
        : "DATEV") as AccountingSettingsValues["accountingSystem"],
      datevConsultantNumber: company.datevConsultantNumber?.toString() ?? "",
      accountingSystemClientNo: company.accountingSystemClientNo ?? "",
      generalLedgerAccountLength: String(company.generalLedgerAccountLength),
      fiscalYearStartMonth: String(company.fiscalYearStartMonth),
      bmdBankinfo: company.bmdBankinfo === true,
    },
  });
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    form.setError,
    ACCOUNTING_SETTINGS_FIELDS,
    keyOfRefusal,
    ACCOUNTING_SETTINGS_FIELD_OF_CONSTRAINT,
  );
  const isReadOnly = !company.currentUserHasAccountingAccess;
  const accountingSystem = useWatch({ control: form.control, name: "accountingSystem" });
  const isDatev = accountingSystem === "DATEV";
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const parsed = accountingSettingsSchema.parse(values);
    try {
      await commitAsPromise(commit, {
        input: {
          clientCompanyRowId: company.rowId,
          accountingSystem: parsed.accountingSystem,
          datevConsultantNumber: Number(parsed.datevConsultantNumber),
          accountingSystemClientNo: parsed.accountingSystemClientNo,
          generalLedgerAccountLength: Number(parsed.generalLedgerAccountLength),
          fiscalYearStartMonth: Number(parsed.fiscalYearStartMonth),
          bmdBankinfo: parsed.bmdBankinfo,
        },
      });
      form.reset(values);
      notifications.show({ color: "teal", message: t("exports.settings.saved") });
    } catch (error) {
      handleRefusal(error);
    }
  });
  const errors = form.formState.errors;
  const monthName = (month: number) =>
    new Intl.DateTimeFormat(i18n.language === "de" ? "de-DE" : "en-GB", { month: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(2026, month - 1, 1)),
    );
  return (
    <FormSection title={t("exports.settings.title")} description={t("exports.settings.lead")}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("exports.settings.title")}>
        {isReadOnly ? (
          <Alert color="gray" variant="light" mb="md">
            {t("exports.settings.readOnly")}
          </Alert>
        ) : null}
        {formError ? (
          <Alert color="red" variant="light" role="alert" mb="md">
            {formError}
          </Alert>
        ) : null}
        <fieldset disabled={isReadOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <Controller
              control={form.control}
              name="accountingSystem"
              render={({ field }) => (
                <Select
                  label={t("exports.settings.accountingSystem")}
                  data={ACCOUNTING_SYSTEMS.map((system) => ({
                    value: system,
                    label: t(`exports.settings.systems.${system}`),
                  }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? "")}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  required
                  error={fieldErrorText(t, errors.accountingSystem?.message)}
                />
              )}
            />
            <TextInput
              label={t("exports.settings.datevConsultantNumber")}
              inputMode="numeric"
              required
              {...form.register("datevConsultantNumber")}
              error={fieldErrorText(t, errors.datevConsultantNumber?.message)}
            />
            <TextInput
              label={t(isDatev ? "exports.settings.datevClientNumber" : "exports.settings.clientNumber")}
              inputMode={isDatev ? "numeric" : "text"}
              required={isDatev}
              maxLength={CLIENT_NO_MAX_LENGTH + 10}
              {...form.register("accountingSystemClientNo")}
              error={fieldErrorText(t, errors.accountingSystemClientNo?.message)}
            />
            <TextInput
              label={t("exports.settings.generalLedgerAccountLength")}
              inputMode="numeric"
              required
              {...form.register("generalLedgerAccountLength")}
              error={fieldErrorText(t, errors.generalLedgerAccountLength?.message)}
            />
            <Controller
              control={form.control}
              name="fiscalYearStartMonth"
              render={({ field }) => (
                <Select
                  label={t("exports.settings.fiscalYearStartMonth")}
                  data={MONTHS.map((month) => ({ value: String(month), label: monthName(month) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? "")}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  required
                  error={fieldErrorText(t, errors.fiscalYearStartMonth?.message)}
                />
              )}
            />
          </SimpleGrid>
          {accountingSystem === "BMD" ? (
            <Checkbox
              mt="md"
              label={t("exports.settings.bmdBankinfo")}
              description={t("exports.settings.bmdBankinfoHint")}
              {...form.register("bmdBankinfo")}
            />
          ) : null}
          {isReadOnly ? null : (
            <Group justify="flex-end" mt="md">
              <Button type="submit" loading={isInFlight}>
                {t("exports.settings.save")}
              </Button>
            </Group>
          )}
        </fieldset>
      </form>
    </FormSection>
  );
}
