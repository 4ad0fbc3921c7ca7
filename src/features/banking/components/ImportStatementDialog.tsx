import { Alert, Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconUpload } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type CsvMappingExtras,
  csvMappingFormDefaults,
  type CsvMappingFormValues,
} from "../forms/csvMappingFormSchema.ts";
import type { MoneyAccountOption } from "../hooks/useBankingOptions.ts";
import {
  type CsvMapping,
  type CsvPreviewData,
  fileRefusalOf,
  importStatement,
  type StatementImportError,
  type StatementImportRequest,
  type StatementImportResult,
  type StatementImportSummary,
} from "../lib/statementImport.ts";
import { CsvMappingStep } from "./CsvMappingStep.tsx";
import { ImportErrorAlert } from "./ImportErrorAlert.tsx";
import { ImportSummary } from "./ImportSummary.tsx";
import { StatementDropZone } from "./StatementDropZone.tsx";

export interface ImportStatementDialogProps {
  isOpen: boolean;
  onClose: () => void;
  accounts: readonly MoneyAccountOption[];
  /** The account chosen first (the only one, or the one the list is filtered to). */
  defaultAccountRowId: string | null;
  /** Transactions arrived: the list, its figures and the balances read again. */
  onImported: (summary: StatementImportSummary) => void;
  /** The request (replaced in tests). */
  send?: (request: StatementImportRequest) => Promise<StatementImportResult>;
}

type Step =
  | { kind: "choose" }
  | { kind: "mapping"; csv: CsvPreviewData; values: CsvMappingFormValues; extras: CsvMappingExtras }
  | { kind: "done"; summary: StatementImportSummary };

/**
 * "Kontoauszug importieren": choose the account and a file (CAMT, MT940/MT942 or CSV), send it,
 * map the columns of a CSV file, and see what arrived. A refusal is shown with its reason;
 * the file and every choice stay, so the person can correct and send again.
 */
export function ImportStatementDialog({
  isOpen,
  onClose,
  accounts,
  defaultAccountRowId,
  onImported,
  send = importStatement,
}: ImportStatementDialogProps) {
  const { t, i18n } = useTranslation();
  const activeAccounts = accounts.filter((account) => account.isActive);
  const [accountRowId, setAccountRowId] = useState<string | null>(defaultAccountRowId);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [error, setError] = useState<StatementImportError | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ account?: string; file?: string }>({});
  const [isSending, setIsSending] = useState(false);
  const [keptMapping, setKeptMapping] = useState<{ fileKey: string; values: CsvMappingFormValues } | null>(null);
  const abort = useRef<AbortController | null>(null);

  // A fresh start each time the dialog opens (a closed dialog forgets an unsent file).
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setAccountRowId(defaultAccountRowId ?? (activeAccounts.length === 1 ? activeAccounts[0]!.rowId : null));
      setFile(null);
      setStep({ kind: "choose" });
      setError(null);
      setFieldErrors({});
      setKeptMapping(null);
    }
  }
  useEffect(() => () => abort.current?.abort(), []);

  const account = accounts.find((candidate) => candidate.rowId === accountRowId) ?? null;

  const submit = async (csvMapping?: CsvMapping, mappingValues?: CsvMappingFormValues) => {
    const errors: { account?: string; file?: string } = {};
    if (!accountRowId) errors.account = t("banking.import.accountRequired");
    if (!file) errors.file = t("banking.import.fileRequired");
    setFieldErrors(errors);
    if (!accountRowId || !file) return;
    const refusal = fileRefusalOf(file);
    if (refusal) {
      setError(refusal);
      return;
    }
    setError(null);
    setIsSending(true);
    abort.current?.abort();
    abort.current = new AbortController();
    const result = await send({
      moneyAccountRowId: accountRowId,
      file,
      csvMapping,
      language: i18n.language,
      signal: abort.current.signal,
    });
    setIsSending(false);
    if (result.kind === "imported") {
      setStep({ kind: "done", summary: result.summary });
      onImported(result.summary);
    } else if (result.kind === "needsMapping") {
      const defaults = csvMappingFormDefaults(result.csv.guessedMapping);
      setStep({ kind: "mapping", csv: result.csv, values: mappingValues ?? defaults.values, extras: defaults.extras });
    } else if (result.error.code !== "ABORTED") {
      setError(result.error);
      // A refused mapping keeps the mapping step (and its values) open.
      if (mappingValues && step.kind === "mapping") setStep({ ...step, values: mappingValues });
    }
  };

  const errorAlert = error ? <ImportErrorAlert error={error} /> : null;

  return (
    <Modal
      opened={isOpen}
      onClose={() => {
        abort.current?.abort();
        onClose();
      }}
      title={<Text fw={600}>{t("banking.import.title")}</Text>}
      size={step.kind === "mapping" ? 920 : 560}
      closeButtonProps={{ "aria-label": t("banking.import.close") }}
    >
      {step.kind === "done" ? (
        <ImportSummary
          summary={step.summary}
          account={account}
          onAnother={() => {
            setFile(null);
            setStep({ kind: "choose" });
            setError(null);
          }}
          onClose={onClose}
        />
      ) : step.kind === "mapping" ? (
        <CsvMappingStep
          // A new file's columns start a new form.
          key={`${file?.name}-${file?.size}-${file?.lastModified}`}
          csv={step.csv}
          defaultValues={step.values}
          extras={step.extras}
          isSubmitting={isSending}
          error={errorAlert}
          onSubmit={(mapping, values) => void submit(mapping, values)}
          onBack={(values) => {
            setStep({ kind: "choose" });
            // Going back keeps the mapping for this file: the next CSV answer reuses it.
            setKeptMapping({ fileKey: fileKeyOf(file), values });
            setError(null);
          }}
        />
      ) : (
        <Stack gap="md">
          {activeAccounts.length === 0 ? (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
              {t("banking.import.noAccounts")}
            </Alert>
          ) : null}
          <Select
            label={t("banking.import.account")}
            placeholder={t("banking.import.accountPlaceholder")}
            withAsterisk
            data={activeAccounts.map((candidate) => ({ value: candidate.rowId, label: candidate.fullName }))}
            value={accountRowId}
            onChange={(next) => {
              setAccountRowId(next);
              setFieldErrors((previous) => ({ ...previous, account: undefined }));
              setError(null);
            }}
            error={fieldErrors.account}
            searchable
            nothingFoundMessage={t("banking.filters.noAccounts")}
            comboboxProps={{ withinPortal: true }}
          />
          <StatementDropZone
            file={file}
            error={fieldErrors.file}
            onFile={(next) => {
              setFile(next);
              setFieldErrors((previous) => ({ ...previous, file: undefined }));
              setError(null);
            }}
          />
          {errorAlert}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("banking.actions.cancel")}
            </Button>
            <Button
              leftSection={<IconUpload size={16} />}
              loading={isSending}
              onClick={() => {
                const kept = keptMapping && keptMapping.fileKey === fileKeyOf(file) ? keptMapping.values : undefined;
                void submit(undefined, kept);
              }}
            >
              {t("banking.import.submit")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Identifies a chosen file (a mapping made for it is kept while the dialog is open). */
function fileKeyOf(file: File | null): string {
  return file ? `${file.name}|${file.size}|${file.lastModified}` : "";
}
