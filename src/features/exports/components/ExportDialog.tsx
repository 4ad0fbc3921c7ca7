import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useLazyLoadQuery, useMutation } from "react-relay";
import type { ExportDialog_clientCompany$key } from "../../../__generated__/ExportDialog_clientCompany.graphql.ts";
import type { ExportDialogCountQuery } from "../../../__generated__/ExportDialogCountQuery.graphql.ts";
import type {
  AccountingExportFormat,
  ExportAuditTrailPosition,
  ExportDialogMutation,
} from "../../../__generated__/ExportDialogMutation.graphql.ts";
import type { ExportDialogProgressQuery } from "../../../__generated__/ExportDialogProgressQuery.graphql.ts";
import { germanToday } from "../../../lib/calendarDate.ts";
import { formatCount } from "../../../lib/format.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { DateTextInput } from "../../../ui/FilterInputs.tsx";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { exportsPageHref } from "../lib/exportLinks.ts";
import {
  EXPORT_PERIOD_PRESETS,
  type ExportPeriodPreset,
  exportFormatOf,
  exportPeriodOf,
} from "../lib/exportPeriods.ts";
import { ExportStatus } from "./ExportStatus.tsx";

const EXPORT_ERRORS = { feature: "exports.errors", fallback: "exports.errors.UNKNOWN" } as const;
const FORMATS = ["DATEV_EXTF", "DATEV_XML", "BMD", "NONE"] as const satisfies readonly AccountingExportFormat[];
const AUDIT_TRAIL = ["NONE", "BEFORE", "AFTER"] as const satisfies readonly ExportAuditTrailPosition[];
/** Ready for the booking export: approved and complete in every detail (the server's measure). */
const READY_FOR_EXPORT = {
  isApproved: true,
  invoiceCompletenessDetails: ["ACCOUNTING_ITEMS", "PARTNER_ACCOUNT", "REAL_ESTATE_OBJECT"],
} as const;

export interface ExportDialogProps {
  clientCompany: ExportDialog_clientCompany$key;
  opened: boolean;
  /** `hasStartedExport`: an export was started (the list it came from may have changed). */
  onClose: (hasStartedExport: boolean) => void;
  /** The selected documents to export; null: the invoices of a period. */
  documentRowIds?: readonly string[] | null;
  /** Today's calendar date (tests fix it). */
  today?: string;
  pollIntervalMs?: number;
}

interface Options {
  preset: ExportPeriodPreset;
  from: string | undefined;
  to: string | undefined;
  format: AccountingExportFormat;
  spreadsheets: boolean;
  pdfs: boolean;
  auditTrailPos: ExportAuditTrailPosition;
  factorExcel: boolean;
  xmlEmbedded: boolean;
  allowIncomplete: boolean;
  includeMoneyTransactions: boolean;
}

/** The booking export: period (or the selection), format and options; then its progress. */
export function ExportDialog({
  clientCompany,
  opened,
  onClose,
  documentRowIds = null,
  today = germanToday(),
  pollIntervalMs,
}: ExportDialogProps) {
  const { t } = useTranslation();
  const company = useFragment(
    graphql`
      fragment ExportDialog_clientCompany on ClientCompany {
        rowId
        accountingSystem
        disableIncompleteExport
        currentUserCanExportBookings
      }
    `,
    clientCompany,
  );
  const [exportRowId, setExportRowId] = useState<string | null>(null);
  const close = () => {
    const hasStartedExport = exportRowId !== null;
    setExportRowId(null);
    onClose(hasStartedExport);
  };
  const isSelection = documentRowIds !== null;
  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      title={
        isSelection ? t("exports.dialog.selectionTitle", { count: documentRowIds.length }) : t("exports.dialog.title")
      }
    >
      {exportRowId ? (
        <Suspense fallback={<Loader size="sm" />}>
          <ExportProgress
            exportRowId={exportRowId}
            clientCompanyRowId={company.rowId}
            onClose={close}
            pollIntervalMs={pollIntervalMs}
          />
        </Suspense>
      ) : (
        <ExportForm
          clientCompanyRowId={company.rowId}
          accountingSystem={company.accountingSystem ?? null}
          disableIncompleteExport={company.disableIncompleteExport}
          documentRowIds={documentRowIds}
          today={today}
          onCancel={close}
          onStarted={setExportRowId}
        />
      )}
    </Modal>
  );
}

function ExportForm({
  clientCompanyRowId,
  accountingSystem,
  disableIncompleteExport,
  documentRowIds,
  today,
  onCancel,
  onStarted,
}: {
  clientCompanyRowId: string;
  accountingSystem: string | null;
  disableIncompleteExport: boolean;
  documentRowIds: readonly string[] | null;
  today: string;
  onCancel: () => void;
  onStarted: (exportRowId: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText(EXPORT_ERRORS);
  const lastMonth = exportPeriodOf("lastMonth", today);
  const [options, setOptions] = useState<Options>({
    preset: "lastMonth",
    from: lastMonth.from,
    to: lastMonth.to,
    format: exportFormatOf(accountingSystem),
    spreadsheets: false,
    pdfs: false,
    auditTrailPos: "NONE",
    factorExcel: false,
    xmlEmbedded: false,
    allowIncomplete: false,
    includeMoneyTransactions: false,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [commit, isInFlight] = useMutation<ExportDialogMutation>(graphql`
    mutation ExportDialogMutation($input: CreateExportInput!) {
      createExport(input: $input) {
        export {
          id
          rowId
          ...ExportStatus_export
        }
      }
    }
  `);
  const set = (change: Partial<Options>) => setOptions((previous) => ({ ...previous, ...change }));
  const choosePreset = (preset: ExportPeriodPreset) => {
    if (preset === "custom") set({ preset });
    else set({ preset, ...exportPeriodOf(preset, today) });
  };
  const isSelection = documentRowIds !== null;
  const allowsIncomplete = !disableIncompleteExport && options.allowIncomplete;
  const periodError =
    !isSelection && options.from && options.to && options.to < options.from ? t("exports.dialog.periodReversed") : null;
  const isPeriodMissing = !isSelection && (!options.from || !options.to);
  const submit = async () => {
    if (periodError || isPeriodMissing) return;
    setRefusal(null);
    try {
      const response = await commitAsPromise(commit, {
        input: {
          clientCompanyRowId,
          ...(isSelection
            ? { documentRowIds: [...documentRowIds] }
            : { accountingPeriodFrom: options.from, accountingPeriodTo: options.to }),
          accountingExport: options.format,
          bookingExport: true,
          spreadsheets: options.spreadsheets,
          pdfs: options.pdfs,
          auditTrailPos: options.pdfs ? options.auditTrailPos : "NONE",
          factorExcel: options.factorExcel,
          xmlEmbedded: options.xmlEmbedded,
          allowIncomplete: allowsIncomplete,
          // A period takes its ready documents, unless incomplete ones are allowed too.
          readyForBookingExport: !isSelection && !allowsIncomplete,
          // The period's booked bank, cash and card transactions go with a period export only.
          includeMoneyTransactions: !isSelection && options.includeMoneyTransactions,
        },
      });
      const started = response.createExport?.export?.rowId;
      if (started) onStarted(started);
    } catch (error) {
      setRefusal(errorText(error));
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {refusal ? (
          <Alert color="red" variant="light" role="alert" data-testid="export-refusal">
            {refusal}
          </Alert>
        ) : null}
        {isSelection ? null : (
          <Stack gap="xs">
            <Text fw={600} fz="sm">
              {t("exports.dialog.period")}
            </Text>
            <SegmentedControl
              fullWidth
              value={options.preset}
              onChange={(value) => choosePreset(value as ExportPeriodPreset)}
              data={EXPORT_PERIOD_PRESETS.map((preset) => ({
                value: preset,
                label: t(`exports.dialog.presets.${preset}`),
              }))}
            />
            <SimpleGrid cols={2} spacing="sm">
              <DateTextInput
                label={t("exports.dialog.from")}
                value={options.from}
                onCommit={(from) => set({ from, preset: "custom" })}
              />
              <DateTextInput
                label={t("exports.dialog.to")}
                value={options.to}
                onCommit={(to) => set({ to, preset: "custom" })}
              />
            </SimpleGrid>
            {periodError ? (
              <Text c="red" fz="sm" role="alert">
                {periodError}
              </Text>
            ) : null}
            <Text fz="xs" c="dimmed">
              {t("exports.dialog.periodHint")}
            </Text>
          </Stack>
        )}
        <Select
          label={t("exports.dialog.format")}
          data={FORMATS.map((format) => ({ value: format, label: t(`exports.formats.${format}`) }))}
          value={options.format}
          onChange={(value) => value && set({ format: value as AccountingExportFormat })}
          allowDeselect={false}
        />
        <Stack gap="xs">
          <Text fw={600} fz="sm">
            {t("exports.dialog.options")}
          </Text>
          <Checkbox
            label={t("exports.dialog.spreadsheets")}
            checked={options.spreadsheets}
            onChange={(event) => set({ spreadsheets: event.currentTarget.checked })}
          />
          <Checkbox
            label={t("exports.dialog.pdfs")}
            checked={options.pdfs}
            onChange={(event) => set({ pdfs: event.currentTarget.checked })}
          />
          {options.pdfs ? (
            <Select
              ml="xl"
              label={t("exports.dialog.auditTrailPos")}
              data={AUDIT_TRAIL.map((position) => ({
                value: position,
                label: t(`exports.dialog.auditTrail.${position}`),
              }))}
              value={options.auditTrailPos}
              onChange={(value) => value && set({ auditTrailPos: value as ExportAuditTrailPosition })}
              allowDeselect={false}
            />
          ) : null}
          <Checkbox
            label={t("exports.dialog.factorExcel")}
            checked={options.factorExcel}
            onChange={(event) => set({ factorExcel: event.currentTarget.checked })}
          />
          <Checkbox
            label={t("exports.dialog.xmlEmbedded")}
            checked={options.xmlEmbedded}
            onChange={(event) => set({ xmlEmbedded: event.currentTarget.checked })}
          />
          {isSelection ? null : (
            <Checkbox
              label={t("exports.dialog.includeMoneyTransactions")}
              description={t("exports.dialog.includeMoneyTransactionsHint")}
              checked={options.includeMoneyTransactions}
              onChange={(event) => set({ includeMoneyTransactions: event.currentTarget.checked })}
            />
          )}
          {disableIncompleteExport ? null : (
            <Checkbox
              label={t("exports.dialog.allowIncomplete")}
              checked={options.allowIncomplete}
              onChange={(event) => set({ allowIncomplete: event.currentTarget.checked })}
            />
          )}
        </Stack>
        {isSelection ? (
          <DocumentCountText count={documentRowIds.length} />
        ) : options.from && options.to && !periodError ? (
          <Suspense fallback={<Loader size="xs" />}>
            <PeriodDocumentCount
              clientCompanyRowId={clientCompanyRowId}
              from={options.from}
              to={options.to}
              readyOnly={!allowsIncomplete}
            />
          </Suspense>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("exports.dialog.cancel")}
          </Button>
          <Button type="submit" loading={isInFlight} disabled={Boolean(periodError) || isPeriodMissing}>
            {t("exports.dialog.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DocumentCountText({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Text fz="sm" fw={600} data-testid="export-document-count">
      {t("exports.dialog.documentCount", { formatted: formatCount(count, i18n.language) })}
    </Text>
  );
}

/** How many invoices of the period the export would take: those not exported yet, and unless
 * incomplete ones are allowed only the ready ones (approved and complete, as the "accounting
 * export" preset lists them and the server takes them with readyForBookingExport). */
function PeriodDocumentCount({
  clientCompanyRowId,
  from,
  to,
  readyOnly,
}: {
  clientCompanyRowId: string;
  from: string;
  to: string;
  readyOnly: boolean;
}) {
  const data = useLazyLoadQuery<ExportDialogCountQuery>(
    graphql`
      query ExportDialogCountQuery($clientCompanyRowId: UUID!, $filter: DocumentsListFilter!) {
        documentsList(clientCompanyRowId: $clientCompanyRowId, filter: $filter, first: 1) {
          totalCount
        }
      }
    `,
    {
      clientCompanyRowId,
      filter: {
        documentTypes: ["INCOMING_INVOICE", "OUTGOING_INVOICE"],
        exportStatus: "NOT_EXPORTED_FOR_BOOKING",
        dateFilterType: "INVOICE_DATE",
        fromDate: from,
        untilDate: to,
        ...(readyOnly ? READY_FOR_EXPORT : {}),
      },
    },
  );
  return <DocumentCountText count={data.documentsList.totalCount} />;
}

const exportDialogProgressQuery = graphql`
  query ExportDialogProgressQuery($exportRowId: UUID!) {
    export(rowId: $exportRowId) {
      status
      ...ExportStatus_export
    }
  }
`;

/** The started export: its progress until it is done (downloads) or failed (the reason). */
function ExportProgress({
  exportRowId,
  clientCompanyRowId,
  onClose,
  pollIntervalMs,
}: {
  exportRowId: string;
  clientCompanyRowId: string;
  onClose: () => void;
  pollIntervalMs?: number;
}) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<ExportDialogProgressQuery>(
    exportDialogProgressQuery,
    { exportRowId },
    { fetchPolicy: "store-or-network" },
  );
  const status = data.export?.status;
  return (
    <Stack gap="md" data-testid="export-progress">
      {status === "FAILED" ? null : (
        <Text fz="sm">{status === "DONE" ? t("exports.dialog.done") : t("exports.dialog.running")}</Text>
      )}
      {data.export ? <ExportStatus export={data.export} pollIntervalMs={pollIntervalMs} /> : null}
      <Group justify="space-between">
        <Anchor href={exportsPageHref(clientCompanyRowId)} fz="sm">
          {t("exports.dialog.toExports")}
        </Anchor>
        <Button variant="default" onClick={onClose}>
          {t("exports.dialog.close")}
        </Button>
      </Group>
    </Stack>
  );
}
