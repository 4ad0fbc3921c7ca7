import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Group, List, Select, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format.ts";
import { initBankPayment } from "../../bank-connections/index.ts";
import { formatDateInput } from "../../../lib/calendarDate.ts";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";
import {
  makePayDialogFormSchema,
  type PayDialogFormOutput,
  type PayDialogFormValues,
  type PayDialogValidationKey,
} from "../forms/payDialogFormSchema.ts";
import type { PayDialogData } from "../hooks/usePayDialogData.ts";
import { initialMoneyAccount, writeLastMoneyAccount } from "../lib/lastMoneyAccount.ts";
import { sumAmounts } from "../lib/money.ts";
import { type PayMethod, splitPayable } from "../lib/payableInvoices.ts";
import { createSepaFile, downloadFile, type PaymentRefusal, type SepaFileResponse } from "../lib/paymentsApi.ts";
import { payRefusalText, paymentsErrorText } from "../lib/paymentTexts.ts";
import { PayDialogLines } from "./PayDialogLines.tsx";
import { PayRefusalsAlert, SepaFormatChooser } from "./PayDialogParts.tsx";

/** Payments through the bank: at most this many invoices at once, this many days ahead. */
export const BANK_PAYMENT_MAX_INVOICES = 50;
export const BANK_PAYMENT_MAX_DAYS_AHEAD = 90;

export type PayDialogResult =
  | { kind: "SEPA_FILE" | "DIRECT_DEBIT"; sepaFile: SepaFileResponse["sepaFile"]; bankPaymentRowIds: string[] }
  | { kind: "BANK"; sessionId: string; bankPaymentRowIds: string[] };

export interface PayDialogFormProps {
  method: PayMethod;
  clientCompanyRowId: string;
  documentRowIds: readonly string[];
  data: PayDialogData;
  today: string;
  onClose: () => void;
  onDone?: (result: PayDialogResult) => void;
}

/** The pay dialog's content once its data has arrived (see PayDialog). */
export function PayDialogForm({
  method,
  clientCompanyRowId,
  documentRowIds,
  data,
  today,
  onClose,
  onDone,
}: PayDialogFormProps) {
  const { t, i18n } = useTranslation();
  const locale = inputLocaleOf(i18n.language);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [refusals, setRefusals] = useState<PaymentRefusal[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const { payable, skipped } = useMemo(
    () => splitPayable(documentRowIds, data.candidates, method, today),
    [documentRowIds, data.candidates, method, today],
  );
  const lines = payable.filter((line) => !removed.has(line.documentRowId));
  const unverifiedRowIds = lines.filter((line) => line.hasUnverifiedIban).map((line) => line.documentRowId);
  const accounts = method === "BANK" ? data.accounts.filter((account) => account.isConnected) : data.accounts;
  const titleOf = useMemo(() => {
    const titles = new Map(data.candidates.map((c) => [c.documentRowId, c.title]));
    return (documentRowId: string) => titles.get(documentRowId) || documentRowId;
  }, [data.candidates]);

  // Built on every render: react-hook-form reads the latest resolver, and the unverified
  // invoices change when one is taken out of the payment.
  const schema = makePayDialogFormSchema({
    today,
    locale,
    unverifiedDocumentRowIds: unverifiedRowIds,
    maxDaysAhead: method === "BANK" ? BANK_PAYMENT_MAX_DAYS_AHEAD : undefined,
  });
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<PayDialogFormValues, unknown, PayDialogFormOutput>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: {
      moneyAccountRowId: initialMoneyAccount(clientCompanyRowId, accounts),
      requestedDate: formatDateInput(today, locale),
      schemaVersion: "pain.001.001.09",
      confirmedIbanDocumentRowIds: [],
    },
  });
  const confirmed = useWatch({ control, name: "confirmedIbanDocumentRowIds" });
  const errorText = (message: string | undefined) =>
    message
      ? t(`documentPayment.dialog.validation.${message as Exclude<PayDialogValidationKey, "confirmIbanRequired">}`, {
          count: BANK_PAYMENT_MAX_DAYS_AHEAD,
        })
      : undefined;

  const total = sumAmounts(lines.map((line) => line.amount));
  const isTooMany = method === "BANK" && lines.length > BANK_PAYMENT_MAX_INVOICES;
  const isCreditorIdMissing = method === "DIRECT_DEBIT" && !data.hasCreditorId;
  const canSubmit = lines.length > 0 && accounts.length > 0 && !isTooMany && !isCreditorIdMissing;

  const onSubmit = async (values: PayDialogFormOutput) => {
    setFailure(null);
    setRefusals([]);
    const ids = lines.map((line) => line.documentRowId);
    const confirmedIds = values.confirmedIbanDocumentRowIds.filter((rowId) => unverifiedRowIds.includes(rowId));
    const options = { language: i18n.language };
    if (method === "BANK") {
      const result = await initBankPayment(
        {
          documentIds: ids,
          moneyAccountRowId: values.moneyAccountRowId,
          executionDate: values.requestedDate,
          ...(unverifiedRowIds.length > 0 ? { confirmUnverifiedIban: true } : {}),
        },
        options,
      );
      if (!result.ok) {
        setFailure(paymentsErrorText(result.error, t));
        return;
      }
      writeLastMoneyAccount(clientCompanyRowId, values.moneyAccountRowId);
      onDone?.({ kind: "BANK", ...result.data });
      onClose();
      return;
    }
    const result = await createSepaFile(
      method === "SEPA_FILE" ? "CREDIT_TRANSFER" : "DIRECT_DEBIT",
      {
        clientCompanyRowId,
        documentRowIds: ids,
        moneyAccountRowId: values.moneyAccountRowId,
        requestedDate: values.requestedDate,
        ...(method === "SEPA_FILE" ? { schemaVersion: values.schemaVersion } : {}),
        ...(confirmedIds.length > 0 ? { confirmUnverifiedIbanDocumentRowIds: confirmedIds } : {}),
      },
      options,
    );
    if (!result.ok) {
      if (result.error.refusals.length > 0) setRefusals(result.error.refusals);
      else setFailure(paymentsErrorText(result.error, t));
      return;
    }
    const { sepaFile } = result.data;
    writeLastMoneyAccount(clientCompanyRowId, values.moneyAccountRowId);
    downloadFile(sepaFile.downloadUrl);
    notifications.show({
      color: "teal",
      title: t(`documentPayment.dialog.created.${method}`),
      message: t("documentPayment.dialog.createdText", {
        count: sepaFile.numberOfTransactions,
        amount: formatMoney(sepaFile.controlSum, "EUR", i18n.language),
        fileName: sepaFile.fileName,
      }),
    });
    onDone?.({ kind: method, sepaFile, bankPaymentRowIds: result.data.bankPaymentRowIds });
    onClose();
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      aria-label={t(`documentPayment.dialog.title.${method}`)}
    >
      <Stack gap="sm">
        {lines.length > 0 ? (
          <Stack gap={4}>
            <Text fz="sm" fw={600}>
              {t("documentPayment.dialog.invoices", { count: lines.length })}
            </Text>
            <PayDialogLines
              lines={lines}
              method={method}
              confirmedRowIds={confirmed}
              onConfirmChange={(rowId, isConfirmed) =>
                setValue(
                  "confirmedIbanDocumentRowIds",
                  isConfirmed ? [...confirmed, rowId] : confirmed.filter((id) => id !== rowId),
                  { shouldValidate: isSubmitted },
                )
              }
              confirmError={errors.confirmedIbanDocumentRowIds ? t("documentPayment.dialog.confirmIbanRequired") : null}
              onRemove={lines.length > 1 ? (rowId) => setRemoved((previous) => new Set([...previous, rowId])) : null}
            />
            <Group justify="space-between">
              <Text fz="sm" fw={600}>
                {t("documentPayment.dialog.total")}
              </Text>
              <Text fz="sm" fw={700} data-testid="pay-total" style={{ fontVariantNumeric: "tabular-nums" }}>
                {formatMoney(total, "EUR", i18n.language)}
              </Text>
            </Group>
          </Stack>
        ) : (
          <Alert color="orange" variant="light">
            {t("documentPayment.dialog.nothingToPay")}
          </Alert>
        )}
        {skipped.length > 0 ? (
          <Alert color="gray" variant="light" title={t("documentPayment.dialog.skipped", { count: skipped.length })}>
            <List size="xs" spacing={2} data-testid="pay-skipped">
              {skipped.map((item) => (
                <List.Item key={item.documentRowId}>
                  {item.title ? `${item.title}: ` : ""}
                  {payRefusalText(item.code, t)}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {isTooMany ? (
          <Alert color="orange" variant="light">
            {t("documentPayment.dialog.bankLimit", { max: BANK_PAYMENT_MAX_INVOICES })}
          </Alert>
        ) : null}
        {isCreditorIdMissing ? (
          <Alert color="orange" variant="light">
            {t("documentPayment.pay.creditorIdMissing")}
          </Alert>
        ) : null}
        {accounts.length === 0 ? (
          <Alert color="orange" variant="light">
            {method === "BANK"
              ? t("documentPayment.dialog.noConnectedAccounts")
              : t("documentPayment.dialog.noAccounts")}
          </Alert>
        ) : (
          <Controller
            control={control}
            name="moneyAccountRowId"
            render={({ field, fieldState }) => (
              <Select
                label={
                  method === "DIRECT_DEBIT"
                    ? t("documentPayment.dialog.collectAccount")
                    : t("documentPayment.dialog.account")
                }
                placeholder={t("documentPayment.dialog.accountPlaceholder")}
                data={accounts.map((account) => ({ value: account.rowId, label: account.fullName }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                ref={field.ref}
                allowDeselect={false}
                withAsterisk
                comboboxProps={{ withinPortal: true }}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
        )}
        <TextInput
          label={method === "DIRECT_DEBIT" ? t("documentPayment.dialog.collectDate") : t("documentPayment.dialog.date")}
          description={t("documentPayment.dialog.dateHint")}
          autoComplete="off"
          withAsterisk
          error={errorText(errors.requestedDate?.message)}
          {...register("requestedDate")}
        />
        {method === "SEPA_FILE" ? (
          <Controller
            control={control}
            name="schemaVersion"
            render={({ field }) => <SepaFormatChooser value={field.value} onChange={field.onChange} />}
          />
        ) : null}
        {refusals.length > 0 ? (
          <PayRefusalsAlert
            refusals={refusals}
            titleOf={titleOf}
            // Only when something would be left to pay.
            onRemove={
              lines.some((line) => !refusals.some((refusal) => refusal.documentRowId === line.documentRowId))
                ? () => {
                    setRemoved((previous) => new Set([...previous, ...refusals.map((r) => r.documentRowId)]));
                    setRefusals([]);
                  }
                : null
            }
          />
        ) : null}
        {failure ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title={t("documentPayment.dialog.failedTitle")}
            role="alert"
          >
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            {t("documentPayment.dialog.cancel")}
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!canSubmit}>
            {t(`documentPayment.dialog.submit.${method}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
