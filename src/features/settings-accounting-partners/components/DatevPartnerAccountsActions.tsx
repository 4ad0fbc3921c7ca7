import { Alert, Anchor, Badge, Button, Checkbox, FileInput, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconFileExport, IconFileImport } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from "react-relay";
import type { DatevPartnerAccountsActionsFileQuery } from "../../../__generated__/DatevPartnerAccountsActionsFileQuery.graphql.ts";
import type {
  DatevPartnerAccountsActionsImportMutation,
  DatevPartnerAccountsActionsImportMutation$data,
} from "../../../__generated__/DatevPartnerAccountsActionsImportMutation.graphql.ts";
import { base64DataUrl, fileToBase64, MAX_DATEV_FILE_BYTES } from "../../../lib/fileBytes.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { codeText, translateError } from "../../../relay/errorText.ts";

const K = "settingsAccountingPartners.datev";
type Result = NonNullable<DatevPartnerAccountsActionsImportMutation$data["importDatevPartnerAccounts"]>;
const ACTION_COLOR: Record<string, string> = { ADD: "teal", RENAME: "blue", UNCHANGED: "gray", SKIP: "gray" };

const fileQuery = graphql`
  query DatevPartnerAccountsActionsFileQuery($clientCompanyRowId: UUID!) {
    datevPartnerAccountsFile(clientCompanyRowId: $clientCompanyRowId) {
      fileName
      contentBase64
      count
      skippedNumbers
    }
  }
`;

/**
 * The partner accounts as DATEV "Debitoren/Kreditoren" (EXTF): "Export DATEV file" makes the file
 * of the company's accounts and offers it for download; "Import DATEV file" previews a file (new,
 * updated and skipped accounts, the partner company each is linked to or why none, the lines left
 * out) and imports it on confirm.
 */
export function DatevPartnerAccountsActions({
  clientCompanyRowId,
  accountLength,
  onImported,
}: {
  clientCompanyRowId: string;
  accountLength: number;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [exporting, setExporting] = useState(false);
  const [download, setDownload] = useState<{ fileName: string; href: string; count: number; skipped: string[] } | null>(
    null,
  );
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [content, setContent] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [updateExisting, setUpdateExisting] = useState(false);
  const [preview, setPreview] = useState<Result | null>(null);
  const [commit, isBusy] = useMutation<DatevPartnerAccountsActionsImportMutation>(graphql`
    mutation DatevPartnerAccountsActionsImportMutation($input: ImportDatevPartnerAccountsInput!) {
      importDatevPartnerAccounts(input: $input) {
        refusal
        added
        updated
        skipped
        rows {
          line
          number
          name
          type
          action
          partnerCompanyRowId
          partnerCompanyName
          linkProblem
        }
        errors {
          line
          code
          column
        }
      }
    }
  `);

  const exportFile = async () => {
    setExporting(true);
    setDownload(null);
    try {
      const data = await fetchQuery<DatevPartnerAccountsActionsFileQuery>(
        environment,
        fileQuery,
        { clientCompanyRowId },
        { fetchPolicy: "network-only" },
      ).toPromise();
      const made = data?.datevPartnerAccountsFile;
      if (made)
        setDownload({
          fileName: made.fileName,
          href: base64DataUrl("text/csv;charset=windows-1252", made.contentBase64),
          count: made.count,
          skipped: [...made.skippedNumbers],
        });
    } catch (error) {
      notifications.show({ color: "red", message: translateError(error, t) });
    } finally {
      setExporting(false);
    }
  };

  const input = (dryRun: boolean) => ({ clientCompanyRowId, contentBase64: content ?? "", updateExisting, dryRun });
  useEffect(() => {
    if (!content) return;
    let current = true;
    commitAsPromise(commit, { input: input(true) })
      .then((response) => current && setPreview(response.importDatevPartnerAccounts ?? null))
      .catch((error: unknown) => current && setFileError(translateError(error, t)));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- input() reads exactly these
  }, [content, updateExisting]);

  const close = () => {
    setOpened(false);
    setFile(null);
    setContent(null);
    setPreview(null);
    setFileError(null);
  };
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setContent(null);
    setFileError(null);
    if (!chosen) return;
    if (chosen.size > MAX_DATEV_FILE_BYTES) {
      setFileError(codeText("DATEV_IMPORT_FILE_TOO_LARGE", t));
      return;
    }
    setContent(await fileToBase64(chosen));
  };
  const confirm = async () => {
    try {
      const response = await commitAsPromise(commit, { input: input(false) });
      const result = response.importDatevPartnerAccounts;
      if (!result || result.refusal) {
        setPreview(result ?? null);
        return;
      }
      notifications.show({
        color: "teal",
        message: t(`${K}.done`, { added: result.added, updated: result.updated, skipped: result.skipped }),
      });
      close();
      onImported();
    } catch (error) {
      setFileError(translateError(error, t));
    }
  };
  const lineErrorText = (code: string) => codeText(code, t, { params: { count: accountLength + 1 } });

  return (
    <Stack gap="xs">
      <Group gap="xs" justify="flex-end">
        <Button
          variant="default"
          leftSection={<IconFileExport size={18} />}
          loading={exporting}
          onClick={() => void exportFile()}
        >
          {t(`${K}.export`)}
        </Button>
        <Button variant="default" leftSection={<IconFileImport size={18} />} onClick={() => setOpened(true)}>
          {t(`${K}.import`)}
        </Button>
      </Group>
      {download ? (
        <Alert color="teal" variant="light" withCloseButton onClose={() => setDownload(null)}>
          <Group gap="xs">
            <IconDownload size={16} />
            <Anchor href={download.href} download={download.fileName}>
              {t(`${K}.download`, { fileName: download.fileName, count: download.count })}
            </Anchor>
          </Group>
          {download.skipped.length > 0 ? (
            <Text fz="sm" mt={4}>
              {t(`${K}.exportSkipped`, { count: download.skipped.length, numbers: download.skipped.join(", ") })}
            </Text>
          ) : null}
        </Alert>
      ) : null}
      <Modal opened={opened} onClose={close} title={t(`${K}.importTitle`)} size="xl">
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {t(`${K}.importLead`, { count: accountLength + 1 })}
          </Text>
          <FileInput
            label={t(`${K}.file`)}
            placeholder={t(`${K}.filePlaceholder`)}
            accept=".csv,.txt,text/csv"
            value={file}
            onChange={(chosen) => void choose(chosen)}
            error={fileError}
            clearable
          />
          <Checkbox
            label={t(`${K}.updateExisting`)}
            checked={updateExisting}
            onChange={(event) => setUpdateExisting(event.currentTarget.checked)}
          />
          {preview?.refusal ? (
            <Alert color="red" title={t(`${K}.refused`)}>
              {codeText(preview.refusal, t)}
            </Alert>
          ) : null}
          {preview && !preview.refusal ? (
            <>
              <Text fz="sm" fw={600}>
                {t(`${K}.summary`, { added: preview.added, updated: preview.updated, skipped: preview.skipped })}
              </Text>
              <Table.ScrollContainer minWidth={640} mah={320}>
                <Table verticalSpacing={4} fz="sm" aria-label={t(`${K}.rows`)}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={60}>{t(`${K}.line`)}</Table.Th>
                      <Table.Th w={90}>{t(`${K}.number`)}</Table.Th>
                      <Table.Th>{t(`${K}.name`)}</Table.Th>
                      <Table.Th>{t(`${K}.partnerCompany`)}</Table.Th>
                      <Table.Th w={130}>{t(`${K}.action`)}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.rows.map((row) => (
                      <Table.Tr key={row.line}>
                        <Table.Td>{row.line}</Table.Td>
                        <Table.Td style={{ fontVariantNumeric: "tabular-nums" }}>{row.number}</Table.Td>
                        <Table.Td>{row.name}</Table.Td>
                        <Table.Td>
                          {row.partnerCompanyName ?? (
                            <Text span c="orange" fz="sm">
                              {t(row.linkProblem === "AMBIGUOUS" ? `${K}.linkAmbiguous` : `${K}.linkNone`)}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Badge color={ACTION_COLOR[row.action] ?? "gray"} variant="light" tt="none">
                            {t(`${K}.actions.${row.action as "ADD"}`)}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          ) : null}
          {preview && preview.errors.length > 0 ? (
            <Alert color="orange" title={t(`${K}.lineErrors`)}>
              <Stack gap={2}>
                {preview.errors.map((error) => (
                  <Text key={`${error.line}-${error.code}-${error.column ?? ""}`} fz="sm">
                    {t(`${K}.lineError`, { line: error.line, text: lineErrorText(error.code) })}
                  </Text>
                ))}
              </Stack>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t(`${K}.cancel`)}
            </Button>
            <Button
              onClick={() => void confirm()}
              loading={isBusy}
              disabled={!preview || Boolean(preview.refusal) || preview.added + preview.updated === 0}
            >
              {t(`${K}.confirm`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
