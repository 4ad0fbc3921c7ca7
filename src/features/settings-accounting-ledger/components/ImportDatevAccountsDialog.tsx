import { Alert, Badge, Button, Checkbox, FileInput, Group, Modal, Select, Stack, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileImport } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { datevImportMutation$data } from "../../../__generated__/datevImportMutation.graphql.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { codeText } from "../../../relay/errorText.ts";
import { fileToBase64, MAX_DATEV_FILE_BYTES } from "../../../lib/fileBytes.ts";
import { ledgerRefusalText } from "../lib/ledgerRefusal.ts";
import { useEnumLabel } from "../lib/useEnumLabel.ts";
import { useImportDatevGeneralLedgerAccountsMutation } from "../mutations/datevImportMutation.ts";

type Result = NonNullable<datevImportMutation$data["importDatevGeneralLedgerAccounts"]>;
type Category = "ASSET" | "LIABILITY" | "EQUITY" | "TAX" | "REVENUE" | "EXPENSE";
const CATEGORIES: readonly Category[] = ["ASSET", "LIABILITY", "EQUITY", "TAX", "REVENUE", "EXPENSE"];
const FROM_NUMBER = "FROM_NUMBER";
const ACTION_COLOR: Record<string, string> = { ADD: "teal", RENAME: "blue", UNCHANGED: "gray", SKIP: "gray" };

/**
 * "Import DATEV file": a DATEV Kontenbeschriftungen file (EXTF, .csv) is previewed (what would be
 * added, renamed or skipped; the lines left out with their reason), then imported on confirm.
 * New accounts get their number range's category in the company's chart, or one category chosen
 * for the whole import; existing accounts are renamed only with "update names".
 */
export function ImportDatevAccountsDialog({
  clientCompanyRowId,
  accountLength,
  onImported,
}: {
  clientCompanyRowId: string;
  accountLength: number;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [content, setContent] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [updateNames, setUpdateNames] = useState(false);
  const [category, setCategory] = useState<string>(FROM_NUMBER);
  const [preview, setPreview] = useState<Result | null>(null);
  const [commit, isBusy] = useImportDatevGeneralLedgerAccountsMutation();

  const input = (dryRun: boolean) => ({
    clientCompanyRowId,
    contentBase64: content ?? "",
    updateNames,
    category: category === FROM_NUMBER ? null : (category as Category),
    dryRun,
  });

  // The preview follows the file and the options.
  useEffect(() => {
    if (!content) return;
    let current = true;
    commitAsPromise(commit, { input: input(true) })
      .then((response) => current && setPreview(response.importDatevGeneralLedgerAccounts ?? null))
      .catch((error: unknown) => current && setFileError(ledgerRefusalText(error, t)));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- input() reads exactly these
  }, [content, updateNames, category]);

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
      const result = response.importDatevGeneralLedgerAccounts;
      if (!result || result.refusal) {
        setPreview(result ?? null);
        return;
      }
      notifications.show({
        color: "teal",
        message: t("settingsAccountingLedger.datevImport.done", {
          added: result.added,
          updated: result.updated,
          skipped: result.skipped,
        }),
      });
      close();
      onImported();
    } catch (error) {
      setFileError(ledgerRefusalText(error, t));
    }
  };

  const lineErrorText = (code: string) => codeText(code, t, { params: { count: accountLength } });

  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={18} />} onClick={() => setOpened(true)}>
        {t("settingsAccountingLedger.datevImport.open")}
      </Button>
      <Modal opened={opened} onClose={close} title={t("settingsAccountingLedger.datevImport.title")} size="xl">
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {t("settingsAccountingLedger.datevImport.lead", { length: accountLength })}
          </Text>
          <FileInput
            label={t("settingsAccountingLedger.datevImport.file")}
            placeholder={t("settingsAccountingLedger.datevImport.filePlaceholder")}
            accept=".csv,.txt,text/csv"
            value={file}
            onChange={(chosen) => void choose(chosen)}
            error={fileError}
            clearable
          />
          <Group align="flex-end">
            <Select
              label={t("settingsAccountingLedger.datevImport.category")}
              data={[
                { value: FROM_NUMBER, label: t("settingsAccountingLedger.datevImport.categoryFromNumber") },
                ...CATEGORIES.map((value) => ({ value, label: enumLabel("categories", value) })),
              ]}
              value={category}
              onChange={(value) => setCategory(value ?? FROM_NUMBER)}
              allowDeselect={false}
              w={280}
            />
            <Checkbox
              label={t("settingsAccountingLedger.datevImport.updateNames")}
              checked={updateNames}
              onChange={(event) => setUpdateNames(event.currentTarget.checked)}
              mb={8}
            />
          </Group>
          {preview?.refusal ? (
            <Alert color="red" title={t("settingsAccountingLedger.datevImport.refused")}>
              {codeText(preview.refusal, t)}
            </Alert>
          ) : null}
          {preview && !preview.refusal ? (
            <>
              <Text fz="sm" fw={600}>
                {t("settingsAccountingLedger.datevImport.summary", {
                  added: preview.added,
                  updated: preview.updated,
                  skipped: preview.skipped,
                })}
                {preview.chart && category === FROM_NUMBER
                  ? ` · ${t("settingsAccountingLedger.datevImport.chartUsed", { chart: preview.chart })}`
                  : ""}
              </Text>
              <Table.ScrollContainer minWidth={560} mah={320}>
                <Table verticalSpacing={4} fz="sm" aria-label={t("settingsAccountingLedger.datevImport.rows")}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={70}>{t("settingsAccountingLedger.datevImport.line")}</Table.Th>
                      <Table.Th w={100}>{t("settingsAccountingLedger.columns.number")}</Table.Th>
                      <Table.Th>{t("settingsAccountingLedger.columns.name")}</Table.Th>
                      <Table.Th w={160}>{t("settingsAccountingLedger.columns.category")}</Table.Th>
                      <Table.Th w={140}>{t("settingsAccountingLedger.datevImport.action")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.rows.map((row) => (
                      <Table.Tr key={row.line}>
                        <Table.Td>{row.line}</Table.Td>
                        <Table.Td style={{ fontVariantNumeric: "tabular-nums" }}>{row.number}</Table.Td>
                        <Table.Td>
                          {row.name}
                          {row.currentName && row.currentName !== row.name ? (
                            <Text span c="dimmed" fz="xs">
                              {" "}
                              ({t("settingsAccountingLedger.datevImport.currentName", { name: row.currentName })})
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>{row.category ? enumLabel("categories", row.category) : ""}</Table.Td>
                        <Table.Td>
                          <Badge color={ACTION_COLOR[row.action] ?? "gray"} variant="light" tt="none">
                            {t(`settingsAccountingLedger.datevImport.actions.${row.action as "ADD"}`)}
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
            <Alert color="orange" title={t("settingsAccountingLedger.datevImport.lineErrors")}>
              <Stack gap={2}>
                {preview.errors.map((error) => (
                  <Text key={`${error.line}-${error.code}-${error.column ?? ""}`} fz="sm">
                    {error.column
                      ? t("settingsAccountingLedger.datevImport.lineErrorColumn", {
                          line: error.line,
                          column: error.column,
                          text: lineErrorText(error.code),
                        })
                      : t("settingsAccountingLedger.datevImport.lineError", {
                          line: error.line,
                          text: lineErrorText(error.code),
                        })}
                  </Text>
                ))}
              </Stack>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("settingsAccountingLedger.datevImport.cancel")}
            </Button>
            <Button
              onClick={() => void confirm()}
              loading={isBusy}
              disabled={!preview || Boolean(preview.refusal) || preview.added + preview.updated === 0}
            >
              {t("settingsAccountingLedger.datevImport.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
