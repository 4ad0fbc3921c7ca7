import { z } from "zod";
import { CSV_DATE_FORMATS, type CsvMapping } from "../lib/statementImport.ts";

// The column-mapping step of the statement import: which column holds the booking date, the
// amount (one signed column, or debit and credit columns), the purpose and the rest. Column
// values are 0-based indexes; null means "not in the file".

const columnValue = z.number().int().min(0).max(200).nullable();

/** Error messages are keys under banking.import.mapping.errors. */
export const csvMappingFormSchema = z
  .object({
    hasHeader: z.boolean(),
    skipRows: z
      .number({ error: "skipRowsInvalid" })
      .int("skipRowsInvalid")
      .min(0, "skipRowsInvalid")
      .max(100, "skipRowsInvalid"),
    dateFormat: z.enum(CSV_DATE_FORMATS),
    decimalSeparator: z.enum([",", "."]),
    amountMode: z.enum(["SIGNED", "DEBIT_CREDIT"]),
    bookingDate: columnValue,
    valueDate: columnValue,
    amount: columnValue,
    debitCreditMark: columnValue,
    debit: columnValue,
    credit: columnValue,
    currency: columnValue,
    purpose: z.array(z.number().int().min(0).max(200)).max(10, "purposeTooMany"),
    counterpartyName: columnValue,
    counterpartyIban: columnValue,
    counterpartyBic: columnValue,
    endToEndId: columnValue,
  })
  .superRefine((values, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (values.bookingDate === null) issue("bookingDate", "bookingDateRequired");
    if (values.amountMode === "SIGNED" && values.amount === null) issue("amount", "amountRequired");
    if (values.amountMode === "DEBIT_CREDIT") {
      if (values.debit === null) issue("debit", "debitRequired");
      if (values.credit === null) issue("credit", "creditRequired");
      if (values.debit !== null && values.debit === values.credit) issue("credit", "debitCreditSameColumn");
    }
    if (values.purpose.length === 0) issue("purpose", "purposeRequired");
    const amountColumns =
      values.amountMode === "SIGNED" ? [values.amount] : [values.debit, values.credit].filter((c) => c !== null);
    if (values.bookingDate !== null && amountColumns.includes(values.bookingDate)) {
      issue("bookingDate", "dateIsAmountColumn");
    }
  });
export type CsvMappingFormValues = z.input<typeof csvMappingFormSchema>;

/** Mapping fields the form does not show but the server's guess may hold (kept as guessed). */
export type CsvMappingExtras = Pick<
  Partial<CsvMapping>,
  | "mandateId"
  | "creditorId"
  | "customerReference"
  | "status"
  | "payerName"
  | "payeeName"
  | "accountIban"
  | "defaultCurrency"
  | "skipFooterRows"
>;

const EXTRA_KEYS = [
  "mandateId",
  "creditorId",
  "customerReference",
  "status",
  "payerName",
  "payeeName",
  "accountIban",
  "defaultCurrency",
  "skipFooterRows",
] as const satisfies readonly (keyof CsvMappingExtras)[];

const orNull = (value: number | undefined) => (value === undefined ? null : value);
const orUndefined = (value: number | null) => (value === null ? undefined : value);

/** The form's start: the server's guess where it has one, else German bank defaults. */
export function csvMappingFormDefaults(guess: Partial<CsvMapping> | null): {
  values: CsvMappingFormValues;
  extras: CsvMappingExtras;
} {
  const extras: CsvMappingExtras = {};
  for (const key of EXTRA_KEYS) {
    if (guess?.[key] !== undefined) (extras as Record<string, unknown>)[key] = guess[key];
  }
  const isDebitCredit = guess?.amount === undefined && (guess?.debit !== undefined || guess?.credit !== undefined);
  return {
    values: {
      hasHeader: guess?.hasHeader ?? true,
      skipRows: guess?.skipRows ?? 0,
      dateFormat: guess?.dateFormat ?? "DD.MM.YYYY",
      decimalSeparator: guess?.decimalSeparator ?? ",",
      amountMode: isDebitCredit ? "DEBIT_CREDIT" : "SIGNED",
      bookingDate: orNull(guess?.bookingDate),
      valueDate: orNull(guess?.valueDate),
      amount: orNull(guess?.amount),
      debitCreditMark: orNull(guess?.debitCreditMark),
      debit: orNull(guess?.debit),
      credit: orNull(guess?.credit),
      currency: orNull(guess?.currency),
      purpose: guess?.purpose ?? [],
      counterpartyName: orNull(guess?.counterpartyName),
      counterpartyIban: orNull(guess?.counterpartyIban),
      counterpartyBic: orNull(guess?.counterpartyBic),
      endToEndId: orNull(guess?.endToEndId),
    },
    extras,
  };
}

/** The mapping sent with the file, from valid form values. */
export function toCsvMapping(values: CsvMappingFormValues, extras: CsvMappingExtras): CsvMapping {
  const isSigned = values.amountMode === "SIGNED";
  const mapping: CsvMapping = {
    ...extras,
    hasHeader: values.hasHeader,
    skipRows: values.skipRows > 0 ? values.skipRows : undefined,
    dateFormat: values.dateFormat,
    decimalSeparator: values.decimalSeparator,
    bookingDate: values.bookingDate ?? 0,
    valueDate: orUndefined(values.valueDate),
    amount: isSigned ? orUndefined(values.amount) : undefined,
    debitCreditMark: isSigned ? orUndefined(values.debitCreditMark) : undefined,
    debit: isSigned ? undefined : orUndefined(values.debit),
    credit: isSigned ? undefined : orUndefined(values.credit),
    currency: orUndefined(values.currency),
    purpose: values.purpose,
    counterpartyName: orUndefined(values.counterpartyName),
    counterpartyIban: orUndefined(values.counterpartyIban),
    counterpartyBic: orUndefined(values.counterpartyBic),
    endToEndId: orUndefined(values.endToEndId),
  };
  // JSON drops undefined keys; removing them here keeps the object equal to what is sent.
  return Object.fromEntries(Object.entries(mapping).filter(([, value]) => value !== undefined)) as CsvMapping;
}
