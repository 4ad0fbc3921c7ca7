import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Controller, type FieldPath, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import {
  type CsvMappingExtras,
  csvMappingFormSchema,
  type CsvMappingFormValues,
  toCsvMapping,
} from "../forms/csvMappingFormSchema.ts";
import { columnLabels, previewRows } from "../lib/csvPreview.ts";
import { CSV_DATE_FORMATS, type CsvMapping, type CsvPreviewData } from "../lib/statementImport.ts";

export interface CsvMappingStepProps {
  csv: CsvPreviewData;
  defaultValues: CsvMappingFormValues;
  extras: CsvMappingExtras;
  isSubmitting: boolean;
  /** A refusal of the last attempt, shown above the form. */
  error: ReactNode;
  onSubmit: (mapping: CsvMapping, values: CsvMappingFormValues) => void;
  onBack: (values: CsvMappingFormValues) => void;
}

const NONE = "";
type ColumnField = Exclude<
  FieldPath<CsvMappingFormValues>,
  "hasHeader" | "skipRows" | "dateFormat" | "decimalSeparator" | "amountMode" | "purpose" | `purpose.${number}`
>;
type ErrorKey = "banking.import.mapping.errors.bookingDateRequired";

/** The column mapping of a CSV statement: a select per target field over the file's columns,
 * and a preview of the first rows as the import would read them. */
export function CsvMappingStep({
  csv,
  defaultValues,
  extras,
  isSubmitting,
  error,
  onSubmit,
  onBack,
}: CsvMappingStepProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const {
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<CsvMappingFormValues>({
    resolver: zodResolver(csvMappingFormSchema),
    mode: "onTouched",
    defaultValues,
  });
  const values = useWatch({ control }) as CsvMappingFormValues;
  const labels = columnLabels(csv, values.hasHeader, values.skipRows ?? 0);
  const columnData = labels.map((label, index) => ({
    value: String(index),
    label: t("banking.import.mapping.column", { number: index + 1, label: label || "–" }),
  }));
  const errorText = (message: string | undefined) =>
    message ? t(`banking.import.mapping.errors.${message}` as ErrorKey) : undefined;
  const preview = previewRows(csv, { ...values, skipRows: values.skipRows ?? 0 });

  const columnSelect = (name: ColumnField, label: string, isRequired = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk={isRequired}
          data={[{ value: NONE, label: t("banking.import.mapping.notInFile") }, ...columnData]}
          value={field.value === null || field.value === undefined ? NONE : String(field.value)}
          onChange={(next) => field.onChange(next === null || next === NONE ? null : Number(next))}
          onBlur={field.onBlur}
          error={errorText(fieldState.error?.message)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );

  return (
    <form
      onSubmit={handleSubmit((valid) => onSubmit(toCsvMapping(valid, extras), valid))}
      noValidate
      aria-label={t("banking.import.mapping.title")}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t("banking.import.mapping.intro")}
        </Text>
        {error}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
          <Controller
            control={control}
            name="dateFormat"
            render={({ field }) => (
              <Select
                label={t("banking.import.mapping.dateFormat")}
                data={CSV_DATE_FORMATS.map((format) => ({
                  value: format,
                  label: t(`banking.import.mapping.dateFormats.${format}`),
                }))}
                value={field.value}
                onChange={(next) => next && field.onChange(next)}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={control}
            name="decimalSeparator"
            render={({ field }) => (
              <Stack gap={4}>
                <Text component="span" fz="sm" fw={500}>
                  {t("banking.import.mapping.decimalSeparator")}
                </Text>
                <SegmentedControl
                  aria-label={t("banking.import.mapping.decimalSeparator")}
                  value={field.value}
                  onChange={field.onChange}
                  data={[
                    { value: ",", label: t("banking.import.mapping.decimalComma") },
                    { value: ".", label: t("banking.import.mapping.decimalPoint") },
                  ]}
                />
              </Stack>
            )}
          />
          <Controller
            control={control}
            name="skipRows"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t("banking.import.mapping.skipRows")}
                value={field.value}
                onChange={(next) => field.onChange(typeof next === "number" ? next : 0)}
                onBlur={field.onBlur}
                min={0}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="hasHeader"
          render={({ field }) => (
            <Checkbox
              label={t("banking.import.mapping.hasHeader")}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={control}
          name="amountMode"
          render={({ field }) => (
            <Stack gap={4}>
              <Text component="span" fz="sm" fw={500}>
                {t("banking.import.mapping.amountMode")}
              </Text>
              <SegmentedControl
                aria-label={t("banking.import.mapping.amountMode")}
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: "SIGNED", label: t("banking.import.mapping.amountSigned") },
                  { value: "DEBIT_CREDIT", label: t("banking.import.mapping.amountDebitCredit") },
                ]}
              />
            </Stack>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
          {columnSelect("bookingDate", t("banking.import.mapping.fields.bookingDate"), true)}
          {columnSelect("valueDate", t("banking.import.mapping.fields.valueDate"))}
          {values.amountMode === "SIGNED" ? (
            <>
              {columnSelect("amount", t("banking.import.mapping.fields.amount"), true)}
              {columnSelect("debitCreditMark", t("banking.import.mapping.fields.debitCreditMark"))}
            </>
          ) : (
            <>
              {columnSelect("debit", t("banking.import.mapping.fields.debit"), true)}
              {columnSelect("credit", t("banking.import.mapping.fields.credit"), true)}
            </>
          )}
          {columnSelect("currency", t("banking.import.mapping.fields.currency"))}
          {columnSelect("counterpartyName", t("banking.import.mapping.fields.counterpartyName"))}
          {columnSelect("counterpartyIban", t("banking.import.mapping.fields.counterpartyIban"))}
          {columnSelect("counterpartyBic", t("banking.import.mapping.fields.counterpartyBic"))}
          {columnSelect("endToEndId", t("banking.import.mapping.fields.endToEndId"))}
        </SimpleGrid>
        <Controller
          control={control}
          name="purpose"
          render={({ field }) => (
            <MultiSelect
              label={t("banking.import.mapping.fields.purpose")}
              description={t("banking.import.mapping.purposeHint")}
              withAsterisk
              data={columnData}
              value={field.value.map(String)}
              onChange={(next) => field.onChange(next.map(Number))}
              onBlur={field.onBlur}
              error={errorText(errors.purpose?.message ?? errors.purpose?.root?.message)}
              maxValues={10}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            {t("banking.import.mapping.preview")}
          </Text>
          <ScrollArea type="auto" offsetScrollbars>
            <Table
              withTableBorder
              striped
              fz="xs"
              verticalSpacing={4}
              miw={640}
              aria-label={t("banking.import.mapping.preview")}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={56}>{t("banking.import.mapping.previewColumns.line")}</Table.Th>
                  <Table.Th w={100}>{t("banking.import.mapping.previewColumns.bookingDate")}</Table.Th>
                  <Table.Th w={120} ta="right">
                    {t("banking.import.mapping.previewColumns.amount")}
                  </Table.Th>
                  <Table.Th w={180}>{t("banking.import.mapping.previewColumns.counterparty")}</Table.Th>
                  <Table.Th>{t("banking.import.mapping.previewColumns.purpose")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.map((row) => (
                  <Table.Tr key={row.line} c={row.hasProblem ? "red.8" : undefined}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>
                      {row.bookingDate ? formatDate(row.bookingDate, locale) : t("banking.import.mapping.unreadable")}
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
                      {row.amount
                        ? formatMoney(row.amount, row.currency, locale)
                        : t("banking.import.mapping.unreadable")}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>{row.counterparty}</Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>{row.purpose}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {preview.some((row) => row.hasProblem) ? (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} p="xs">
              {t("banking.import.mapping.previewProblem")}
            </Alert>
          ) : null}
        </Stack>
        <Group justify="space-between">
          <Button variant="default" onClick={() => onBack(getValues())} disabled={isSubmitting}>
            {t("banking.import.back")}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t("banking.import.submitMapping")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
