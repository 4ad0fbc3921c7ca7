import { Alert, Button, Group, PasswordInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { zodResolver } from "@hookform/resolvers/zod";
import { IconCheck, IconPlugConnected, IconRefresh } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { type Control, Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, type PreloadedQuery, usePreloadedQuery, useRelayEnvironment } from "react-relay";
import type { IntegrationPageQuery } from "../../../__generated__/IntegrationPageQuery.graphql.ts";
import type { IntegrationPageRunsPollQuery } from "../../../__generated__/IntegrationPageRunsPollQuery.graphql.ts";
import { germanToday } from "../../../lib/calendarDate.ts";
import type { IntegrationProvider } from "../../../lib/integrations/integrationConfigSchema.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePolledQuery } from "../../../relay/usePolledQuery.ts";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { useCodeText, useErrorText } from "../../../ui/useErrorText.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { FromDateField } from "../components/FromDateField.tsx";
import { IntegrationRuns } from "../components/IntegrationRuns.tsx";
import { IntegrationsTabs } from "../components/IntegrationsTabs.tsx";
import {
  type IntegrationFormValues,
  makeIntegrationFormSchema,
  toIntegrationPayload,
} from "../forms/integrationFormSchema.ts";
import { saveIntegrationConfig, testIntegrationConnection } from "../lib/integrationsApi.ts";
import { tabOfProvider } from "../lib/integrationPaths.ts";
import { useRequestIntegrationImportMutation } from "../mutations/useRequestIntegrationImportMutation.ts";

const K = "settingsIntegrations";
const ERRORS = { feature: `${K}.errors` } as const;

export const integrationPageQuery = graphql`
  query IntegrationPageQuery($clientCompanyRowId: UUID!, $provider: IntegrationProvider!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      integrationKeyStored(provider: $provider)
      sortedDocumentCategories {
        nodes {
          rowId
          name
          documentType
        }
      }
      latestGetmyinvoicesConfig {
        rowId
        fromDate
        importArchived
        archiveImported
        incomingInvoicesDocumentCategoryRowId
        outgoingInvoicesDocumentCategoryRowId
        otherDocumentsDocumentCategoryRowId
      }
      latestFastbillConfig {
        rowId
        accountEmail
        fromDate
        importArchived
        archiveImported
        incomingInvoicesDocumentCategoryRowId
        outgoingInvoicesDocumentCategoryRowId
        otherDocumentsDocumentCategoryRowId
      }
      latestBillomatConfig {
        rowId
        billingSoftwareAccount
        fromDate
        outgoingInvoicesDocumentCategoryRowId
        syncBackPayments
      }
      ...IntegrationRuns_clientCompany @arguments(provider: $provider)
      integrationRunsList(provider: $provider) {
        rowId
        state
      }
    }
  }
`;

const runsPollQuery = graphql`
  query IntegrationPageRunsPollQuery($clientCompanyRowId: UUID!, $provider: IntegrationProvider!) {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      ...IntegrationRuns_clientCompany @arguments(provider: $provider)
      integrationRunsList(provider: $provider) {
        rowId
        state
      }
    }
  }
`;

export interface IntegrationPageProps {
  queryRef: PreloadedQuery<IntegrationPageQuery>;
  provider: IntegrationProvider;
}

type Company = NonNullable<IntegrationPageQuery["response"]["clientCompany"]>;

/** The form's start: the latest config, or sensible defaults (this year, each type's first category). */
function initialValues(provider: IntegrationProvider, company: Company): IntegrationFormValues {
  const first = (type: string) =>
    company.sortedDocumentCategories.nodes.find((c) => c.documentType === type)?.rowId ?? null;
  const base: IntegrationFormValues = {
    apiKey: "",
    account: "",
    fromDate: `${germanToday().slice(0, 4)}-01-01`,
    importArchived: false,
    archiveImported: false,
    incoming: first("INCOMING_INVOICE"),
    outgoing: first("OUTGOING_INVOICE"),
    other: first("OTHER_DOCUMENT"),
    syncBackPayments: false,
  };
  if (provider === "BILLOMAT") {
    const c = company.latestBillomatConfig;
    return c
      ? {
          ...base,
          account: c.billingSoftwareAccount,
          fromDate: c.fromDate,
          outgoing: c.outgoingInvoicesDocumentCategoryRowId,
          syncBackPayments: c.syncBackPayments,
        }
      : base;
  }
  const c = provider === "FASTBILL" ? company.latestFastbillConfig : company.latestGetmyinvoicesConfig;
  if (!c) return base;
  return {
    ...base,
    account: provider === "FASTBILL" && company.latestFastbillConfig ? company.latestFastbillConfig.accountEmail : "",
    fromDate: c.fromDate,
    importArchived: c.importArchived,
    archiveImported: c.archiveImported,
    incoming: c.incomingInvoicesDocumentCategoryRowId,
    outgoing: c.outgoingInvoicesDocumentCategoryRowId,
    other: c.otherDocumentsDocumentCategoryRowId,
  };
}

/** Settings → integrations → GetMyInvoices, Fastbill or Billomat (company admins): the
 * connection (write-only API key, connection test), what to import from when and into which
 * categories, "Import now" and the last runs with their progress and errors. */
export function IntegrationPage({ queryRef, provider }: IntegrationPageProps) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<IntegrationPageQuery>(integrationPageQuery, queryRef);
  const company = data.clientCompany;
  usePageTitle(t(`${K}.providers.${provider}.title`));
  if (!company || !company.currentUserHasAdminAccess) {
    return <SettingsForbidden description={t(`${K}.forbidden`)} />;
  }
  return <IntegrationPageBody key={`${company.rowId}:${provider}`} company={company} provider={provider} />;
}

function IntegrationPageBody({ company, provider }: { company: Company; provider: IntegrationProvider }) {
  const { t, i18n } = useTranslation();
  const environment = useRelayEnvironment();
  const codeText = useCodeText(ERRORS);
  const errorText = useErrorText(ERRORS);
  const [commitImport, importing] = useRequestIntegrationImportMutation();
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [testing, setTesting] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [pollKey, setPollKey] = useState(0);
  const keyStored = company.integrationKeyStored === true;
  const schema = useMemo(() => makeIntegrationFormSchema(provider, keyStored), [provider, keyStored]);
  const form = useForm<IntegrationFormValues>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: initialValues(provider, company),
  });
  const { control, register, handleSubmit, formState, getValues, reset } = form;
  const variables = { clientCompanyRowId: company.rowId, provider };
  const isConfigured =
    keyStored &&
    (provider === "BILLOMAT"
      ? company.latestBillomatConfig !== null
      : provider === "FASTBILL"
        ? company.latestFastbillConfig !== null
        : company.latestGetmyinvoicesConfig !== null);
  // The runs are polled often while one waits or runs (the poll's answer updates this page's
  // data in the store), seldom otherwise, and at once after "Import now".
  const open = (company.integrationRunsList ?? []).some((run) => run.state === "QUEUED" || run.state === "RUNNING");
  usePolledQuery<IntegrationPageRunsPollQuery>(runsPollQuery, variables, open ? 2000 : 30_000, String(pollKey));

  const refetch = () =>
    fetchQuery<IntegrationPageQuery>(environment, integrationPageQuery, variables, {
      fetchPolicy: "network-only",
    }).toPromise();

  const fieldError = (message: string | undefined) => (message ? t(message as never) : undefined);
  const categoryOptions = (type: string) =>
    company.sortedDocumentCategories.nodes
      .filter((c) => c.documentType === type)
      .map((c) => ({ value: c.rowId, label: c.name }));

  const onSubmit = async (values: IntegrationFormValues) => {
    setSaveError(null);
    const answer = await saveIntegrationConfig(
      company.rowId,
      provider,
      toIntegrationPayload(provider, values),
      i18n.language,
    );
    if (!answer.ok) {
      setSaveError(codeText(answer.code));
      return;
    }
    notifications.show({ color: "teal", message: t(`${K}.messages.saved`) });
    // A connection test of an earlier key says nothing about the saved one.
    setTestResult(null);
    await refetch().catch(() => undefined);
    reset({ ...values, apiKey: "" });
  };

  const onTest = async () => {
    setTesting(true);
    setTestResult(null);
    const values = getValues();
    const apiKey = values.apiKey.trim();
    const account = values.account.trim();
    const answer = await testIntegrationConnection(
      company.rowId,
      provider,
      { ...(apiKey ? { apiKey } : {}), ...(provider !== "GETMYINVOICES" && account ? { account } : {}) },
      i18n.language,
    );
    setTesting(false);
    if (!answer.ok)
      setTestResult({ ok: false, text: t(`${K}.messages.testFailed`, { reason: codeText(answer.code) }) });
    else if (answer.data.ok)
      setTestResult({ ok: true, text: t(`${K}.messages.testOk`, { account: answer.data.accountName }) });
    else setTestResult({ ok: false, text: t(`${K}.messages.testFailed`, { reason: codeText(answer.data.code) }) });
  };

  const onImport = async () => {
    try {
      await commitAsPromise(commitImport, variables);
      notifications.show({ color: "teal", message: t(`${K}.messages.importQueued`) });
      setPollKey((k) => k + 1);
    } catch (error) {
      notifications.show({ color: "red", message: errorText(error) });
    }
  };

  const hasArchive = provider === "GETMYINVOICES";
  return (
    <SettingsPageFrame
      title={t(`${K}.providers.${provider}.title`)}
      description={t(`${K}.providers.${provider}.description`)}
      actions={
        <Button
          leftSection={<IconRefresh size={18} />}
          onClick={() => void onImport()}
          loading={importing}
          disabled={!isConfigured}
          title={isConfigured ? undefined : t(`${K}.messages.notConfigured`)}
        >
          {t(`${K}.actions.importNow`)}
        </Button>
      }
    >
      <IntegrationsTabs clientCompanyRowId={company.rowId} active={tabOfProvider(provider)} />
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <Stack gap="md">
          <FormSection title={t(`${K}.sections.connection`)}>
            {provider === "FASTBILL" ? (
              <TextInput
                label={t(`${K}.fields.accountEmail`)}
                type="email"
                autoComplete="off"
                withAsterisk
                maw={420}
                {...register("account")}
                error={fieldError(formState.errors.account?.message)}
              />
            ) : null}
            {provider === "BILLOMAT" ? (
              <TextInput
                label={t(`${K}.fields.billomatId`)}
                description={t(`${K}.fields.billomatIdHint`)}
                autoComplete="off"
                withAsterisk
                maw={420}
                rightSection={
                  <Text fz="xs" c="dimmed">
                    .billomat.net
                  </Text>
                }
                rightSectionWidth={96}
                {...register("account")}
                error={fieldError(formState.errors.account?.message)}
              />
            ) : null}
            <PasswordInput
              label={t(`${K}.fields.apiKey`)}
              description={keyStored ? t(`${K}.fields.apiKeyStored`) : t(`${K}.fields.apiKeyMissing`)}
              placeholder={keyStored ? t(`${K}.fields.apiKeyPlaceholderStored`) : undefined}
              autoComplete="new-password"
              withAsterisk={!keyStored}
              maw={420}
              {...register("apiKey", { onChange: () => setTestResult(null) })}
              error={fieldError(formState.errors.apiKey?.message)}
            />
            <Group gap="sm" align="center">
              <Button
                variant="default"
                leftSection={<IconPlugConnected size={18} />}
                onClick={() => void onTest()}
                loading={testing}
              >
                {t(`${K}.actions.test`)}
              </Button>
              {testResult ? (
                <Text role="status" c={testResult.ok ? "teal" : "red"} fz="sm">
                  {testResult.text}
                </Text>
              ) : null}
            </Group>
          </FormSection>

          <FormSection title={t(`${K}.sections.import`)}>
            <Controller
              control={control}
              name="fromDate"
              render={({ field }) => (
                <FromDateField
                  label={t(`${K}.fields.fromDate`)}
                  description={t(`${K}.fields.fromDateHint`)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldError(formState.errors.fromDate?.message)}
                />
              )}
            />
            {hasArchive ? (
              <>
                <SwitchControl control={control} name="importArchived" label={t(`${K}.fields.importArchived`)} />
                <SwitchControl control={control} name="archiveImported" label={t(`${K}.fields.archiveImported`)} />
              </>
            ) : null}
            {provider === "FASTBILL" ? (
              <Text fz="sm" c="dimmed">
                {t(`${K}.fields.noArchive`)}
              </Text>
            ) : null}
            {provider === "BILLOMAT" ? (
              <SwitchControl
                control={control}
                name="syncBackPayments"
                label={t(`${K}.fields.syncBackPayments`)}
                description={t(`${K}.fields.syncBackPaymentsHint`)}
              />
            ) : null}
          </FormSection>

          <FormSection title={t(`${K}.sections.categories`)}>
            <SimpleGrid cols={{ base: 1, md: provider === "BILLOMAT" ? 1 : 3 }}>
              {(provider === "BILLOMAT"
                ? ([["outgoing", "OUTGOING_INVOICE"]] as const)
                : ([
                    ["incoming", "INCOMING_INVOICE"],
                    ["outgoing", "OUTGOING_INVOICE"],
                    ["other", "OTHER_DOCUMENT"],
                  ] as const)
              ).map(([name, type]) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <Select
                      label={t(`${K}.fields.${name}`)}
                      placeholder={t(`${K}.fields.categoryPlaceholder`)}
                      data={categoryOptions(type)}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      withAsterisk
                      allowDeselect={false}
                      maw={provider === "BILLOMAT" ? 420 : undefined}
                      error={fieldError(formState.errors[name]?.message)}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
          </FormSection>

          {saveError ? (
            <Alert color="red" role="alert" title={t(`${K}.messages.saveFailed`, { reason: "" }).replace(/:\s*$/, "")}>
              {saveError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={formState.isSubmitting} leftSection={<IconCheck size={18} />}>
              {t(`${K}.actions.save`)}
            </Button>
          </Group>
        </Stack>
      </form>
      <FormSection title={t(`${K}.sections.runs`)}>
        <IntegrationRuns clientCompany={company} />
      </FormSection>
    </SettingsPageFrame>
  );
}

/** A switch of the form (react-hook-form holds the boolean; the switch shows it). */
function SwitchControl({
  control,
  name,
  label,
  description,
}: {
  control: Control<IntegrationFormValues>;
  name: "importArchived" | "archiveImported" | "syncBackPayments";
  label: string;
  description?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
        />
      )}
    />
  );
}
