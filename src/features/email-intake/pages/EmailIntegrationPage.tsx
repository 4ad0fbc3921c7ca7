import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconCopy, IconInfoCircle, IconMailForward } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  fetchQuery,
  graphql,
  type PreloadedQuery,
  useMutation,
  usePreloadedQuery,
  useRelayEnvironment,
} from "react-relay";
import type { EmailIntegrationPageConfigMutation } from "../../../__generated__/EmailIntegrationPageConfigMutation.graphql.ts";
import type { EmailIntegrationPageQuery } from "../../../__generated__/EmailIntegrationPageQuery.graphql.ts";
import { formatDateTime } from "../../../lib/calendarDate.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { HrefAnchor } from "../../../ui/HrefLinks.tsx";
import { SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { useCodeText, useErrorText } from "../../../ui/useErrorText.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { IntegrationsTabs } from "../../settings-integrations/index.ts";
import { sendTestMail, type TestMailResult } from "../lib/testMailApi.ts";

const K = "emailIntake";
/** Mails of the intake log shown. */
export const LOG_SIZE = 20;
const BODY_AS_PDF = ["NEVER", "WITHOUT_ATTACHMENT", "ALWAYS"] as const;
type BodyAsPdf = (typeof BODY_AS_PDF)[number];
const OUTCOMES = ["ACCEPTED", "REFUSED", "IGNORED"] as const;
type Outcome = (typeof OUTCOMES)[number];
/** The intake log's reasons with a text (emailIntake.reasons); any other reads as UNKNOWN. */
const REASONS = [
  "NO_ATTACHMENT",
  "PARTLY_ACCEPTED",
  "AUTO_REPLY",
  "BULK",
  "LOOP",
  "BOUNCE",
  "BLACKLISTED_PARTNER",
  "MESSAGE_TOO_LARGE",
  "MALFORMED",
  "UNSUPPORTED_FILE_TYPE",
  "STORAGE_QUOTA_EXCEEDED",
  "FILE_TOO_LARGE",
  "EMPTY_FILE",
] as const;
type Reason = (typeof REASONS)[number] | "UNKNOWN";
const reasonOf = (code: string): Reason =>
  (REASONS as readonly string[]).includes(code) ? (code as Reason) : "UNKNOWN";
const outcomeOf = (value: string): Outcome =>
  (OUTCOMES as readonly string[]).includes(value) ? (value as Outcome) : "REFUSED";

export const emailIntegrationPageQuery = graphql`
  query EmailIntegrationPageQuery($clientCompanyRowId: UUID!, $logSize: Int!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      emailAlias
      emailAddress
      emailConfig {
        rowId
        bodyAsPdf
        categoryRowId
        createdAt
      }
      sortedDocumentCategories {
        nodes {
          rowId
          documentType
          name
          emailAlias
          germanEmailAddr
        }
      }
      inboundEmails(orderBy: RECEIVED_AT_DESC, first: $logSize) {
        nodes {
          rowId
          receivedAt
          outcome
          reason
          sender
          receiver
          subject
          acceptedCount
          reviewGroupRowId
        }
      }
    }
  }
`;

export interface EmailIntegrationPageProps {
  queryRef: PreloadedQuery<EmailIntegrationPageQuery>;
  /** The test-mail request (tests pass their own). */
  sendTest?: typeof sendTestMail;
}

function AddressLine({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text ff="monospace" fz="sm" style={{ wordBreak: "break-all" }}>
        {address}
      </Text>
      <CopyButton value={address} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t(`${K}.addresses.copied`) : t(`${K}.addresses.copy`)} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? "teal" : "gray"}
              onClick={copy}
              aria-label={t(`${K}.addresses.copyLabel`, { address })}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Settings → integrations → e-mail (company admins): the company's address and each
 * category's, with copy buttons; the e-mail configuration (the latest one counts); a test mail
 * that goes through the inbound server and reports its arrival; and the recent intake log.
 */
export function EmailIntegrationPage({ queryRef, sendTest = sendTestMail }: EmailIntegrationPageProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  usePageTitle(t(`${K}.title`));
  const data = usePreloadedQuery<EmailIntegrationPageQuery>(emailIntegrationPageQuery, queryRef);
  const environment = useRelayEnvironment();
  const errorText = useErrorText();
  const codeText = useCodeText();
  const company = data.clientCompany;
  const config = company?.emailConfig ?? null;
  const [bodyAsPdf, setBodyAsPdf] = useState<BodyAsPdf>(
    (BODY_AS_PDF as readonly string[]).includes(config?.bodyAsPdf ?? "") ? (config!.bodyAsPdf as BodyAsPdf) : "NEVER",
  );
  const [categoryRowId, setCategoryRowId] = useState<string | null>(config?.categoryRowId ?? null);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<TestMailResult | null>(null);
  const [commit] = useMutation<EmailIntegrationPageConfigMutation>(graphql`
    mutation EmailIntegrationPageConfigMutation($input: CreateEmailConfigInput!) {
      createEmailConfig(input: $input) {
        emailConfig {
          rowId
          bodyAsPdf
          categoryRowId
          createdAt
          clientCompany {
            emailConfig {
              rowId
              bodyAsPdf
              categoryRowId
              createdAt
            }
          }
        }
      }
    }
  `);
  if (!company?.currentUserHasAdminAccess) return <SettingsForbidden description={t(`${K}.forbidden`)} />;

  const categories = company.sortedDocumentCategories.nodes;
  const defaultCategory =
    categories.find((c) => c.rowId === config?.categoryRowId) ??
    categories.find((c) => c.documentType === "INCOMING_INVOICE") ??
    categories[0];
  const log = company.inboundEmails.nodes;
  const reasonText = (reason: string | null | undefined) => (reason ? t(`${K}.reasons.${reasonOf(reason)}`) : "");
  const refresh = () =>
    fetchQuery<EmailIntegrationPageQuery>(
      environment,
      emailIntegrationPageQuery,
      { clientCompanyRowId: company.rowId, logSize: LOG_SIZE },
      { fetchPolicy: "network-only" },
    ).toPromise();

  const save = async () => {
    setSaving(true);
    try {
      await commitAsPromise(commit, {
        input: { emailConfig: { clientCompanyRowId: company.rowId, bodyAsPdf, categoryRowId } },
      });
      notifications.show({ color: "teal", message: t(`${K}.config.saved`) });
    } catch (error) {
      notifications.show({ color: "red", message: errorText(error) });
    } finally {
      setSaving(false);
    }
  };

  const test = async () => {
    setTesting(true);
    setTestResult(null);
    const result = await sendTest(company.rowId, lang);
    setTestResult(result);
    if (result.ok) await refresh().catch(() => undefined);
    setTesting(false);
  };

  const testMessage = () => {
    if (!testResult) return null;
    if (!testResult.ok) {
      return (
        <Alert color="red" role="alert">
          {codeText(testResult.code)}
        </Alert>
      );
    }
    if (testResult.outcome === "ACCEPTED") {
      const group = log.find((entry) => entry.rowId === testResult.inboundEmailRowId)?.reviewGroupRowId;
      return (
        <Alert color="teal" role="status" icon={<IconCheck size={18} />}>
          <Group justify="space-between" gap="sm">
            <Text fz="sm">{t(`${K}.test.arrived`)}</Text>
            {group ? (
              <HrefAnchor href={`/review/${group}?clientCompanyRowId=${company.rowId}`} fz="sm">
                {t(`${K}.test.openReview`)}
              </HrefAnchor>
            ) : null}
          </Group>
        </Alert>
      );
    }
    return (
      <Alert color="orange" role="alert">
        {t(testResult.outcome === "IGNORED" ? `${K}.test.ignored` : `${K}.test.refused`, {
          reason: reasonText(testResult.reason),
        })}
      </Alert>
    );
  };

  const addressesOff = company.emailAlias && !company.emailAddress;
  return (
    <SettingsPageFrame title={t(`${K}.title`)} description={t(`${K}.lead`)}>
      <IntegrationsTabs clientCompanyRowId={company.rowId} active="email" />
      {addressesOff ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          {t(`${K}.off`)}
        </Alert>
      ) : null}
      {!company.emailAlias ? (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
          <Stack gap={6}>
            <Text fz="sm">{t(`${K}.noAlias`)}</Text>
            <HrefAnchor href={`/settings/${company.rowId}/company?clientCompanyRowId=${company.rowId}`} fz="sm">
              {t(`${K}.noAliasLink`)}
            </HrefAnchor>
          </Stack>
        </Alert>
      ) : null}

      <Section id="email-addresses" title={t(`${K}.addresses.title`)}>
        {company.emailAddress ? (
          <Stack gap={2}>
            <Text fz="sm" fw={500}>
              {t(`${K}.addresses.company`)}
            </Text>
            <AddressLine address={company.emailAddress} />
            {defaultCategory ? (
              <Text fz="xs" c="dimmed">
                {t(`${K}.addresses.companyHint`, { category: defaultCategory.name })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            {t(`${K}.addresses.categories`)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t(`${K}.addresses.categoriesHint`)}
          </Text>
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`${K}.addresses.category`)}</Table.Th>
                  <Table.Th>{t(`${K}.addresses.address`)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {categories.map((category) => (
                  <Table.Tr key={category.rowId}>
                    <Table.Td>
                      <Text fz="sm">{category.name}</Text>
                    </Table.Td>
                    <Table.Td>
                      {category.germanEmailAddr ? (
                        <AddressLine address={category.germanEmailAddr} />
                      ) : (
                        // No address while the company has no alias or this server receives no
                        // mail: a category with a prefix says so rather than "no prefix".
                        <Text fz="sm" c="dimmed">
                          {category.emailAlias
                            ? t(`${K}.addresses.prefixWithoutAddress`, { prefix: category.emailAlias })
                            : t(`${K}.addresses.noPrefix`)}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Section>

      <Section id="email-config" title={t(`${K}.config.title`)}>
        <Select
          label={t(`${K}.config.bodyAsPdf`)}
          description={t(`${K}.config.bodyAsPdfHint`)}
          data={BODY_AS_PDF.map((value) => ({ value, label: t(`${K}.config.bodyAsPdfOptions.${value}`) }))}
          value={bodyAsPdf}
          onChange={(value) => value && setBodyAsPdf(value as BodyAsPdf)}
          allowDeselect={false}
          maw={420}
        />
        <Select
          label={t(`${K}.config.category`)}
          description={t(`${K}.config.categoryHint`)}
          placeholder={t(`${K}.config.categoryDefault`)}
          data={categories.map((c) => ({ value: c.rowId, label: c.name }))}
          value={categoryRowId}
          onChange={setCategoryRowId}
          clearable
          searchable={categories.length > 8}
          maw={420}
        />
        <Group gap="sm">
          <Button onClick={() => void save()} loading={saving}>
            {t(`${K}.config.save`)}
          </Button>
          {config ? (
            <Text fz="xs" c="dimmed">
              {t(`${K}.config.lastChanged`, { date: formatDateTime(config.createdAt, lang) })}
            </Text>
          ) : null}
        </Group>
      </Section>

      {company.emailAddress ? (
        <Section id="email-test" title={t(`${K}.test.title`)}>
          <Text fz="sm" c="dimmed">
            {t(`${K}.test.hint`, { address: company.emailAddress })}
          </Text>
          <Group>
            <Button
              variant="light"
              leftSection={<IconMailForward size={18} />}
              onClick={() => void test()}
              loading={testing}
            >
              {t(`${K}.test.send`)}
            </Button>
          </Group>
          {testMessage()}
        </Section>
      ) : null}

      <Section id="email-log" title={t(`${K}.log.title`)}>
        <Text fz="xs" c="dimmed">
          {t(`${K}.log.hint`, { count: LOG_SIZE })}
        </Text>
        {log.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t(`${K}.log.empty`)}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing={6} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`${K}.log.receivedAt`)}</Table.Th>
                  <Table.Th>{t(`${K}.log.sender`)}</Table.Th>
                  <Table.Th>{t(`${K}.log.subject`)}</Table.Th>
                  <Table.Th>{t(`${K}.log.outcome`)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.map((entry) => (
                  <Table.Tr key={entry.rowId}>
                    <Table.Td>
                      <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
                        {formatDateTime(entry.receivedAt, lang)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm">{entry.sender ?? "–"}</Text>
                      <Text fz="xs" c="dimmed">
                        {t(`${K}.log.receiver`)}: {entry.receiver}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm">{entry.subject || t(`${K}.log.noSubject`)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <Group gap={6}>
                          <Badge
                            variant="light"
                            color={entry.outcome === "ACCEPTED" ? "teal" : entry.outcome === "REFUSED" ? "red" : "gray"}
                          >
                            {t(`${K}.log.outcomes.${outcomeOf(entry.outcome)}`)}
                          </Badge>
                          {entry.outcome === "ACCEPTED" && entry.reviewGroupRowId ? (
                            <HrefAnchor
                              href={`/review/${entry.reviewGroupRowId}?clientCompanyRowId=${company.rowId}`}
                              fz="sm"
                            >
                              {t(`${K}.log.documents`, { count: entry.acceptedCount })}
                            </HrefAnchor>
                          ) : null}
                        </Group>
                        {entry.reason ? (
                          <Text fz="xs" c="dimmed">
                            {reasonText(entry.reason)}
                          </Text>
                        ) : null}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
    </SettingsPageFrame>
  );
}
