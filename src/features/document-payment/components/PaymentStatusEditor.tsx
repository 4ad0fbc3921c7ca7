import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Group, Stack, Switch, Text, TextInput } from "@mantine/core";
import { IconCircleCheck, IconRotate } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { PaymentStatusEditor_invoice$key } from "../../../__generated__/PaymentStatusEditor_invoice.graphql.ts";
import { formatDateInput } from "../../../lib/calendarDate.ts";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";
import {
  makeMarkPaidFormSchema,
  type MarkPaidFormOutput,
  type MarkPaidFormValues,
  type MarkPaidValidationKey,
} from "../forms/markPaidFormSchema.ts";
import { useSaveInvoicePayment } from "../hooks/useSaveInvoicePayment.ts";
import { toCents } from "../lib/money.ts";

export interface PaymentStatusEditorProps {
  invoice: PaymentStatusEditor_invoice$key;
  today: string;
}

/** Changing the payment status by hand (paid in cash, settled by offsetting …): mark paid
 * with the date, mark open again, flag partially paid. Only with canUpdatePaymentStatus. */
export function PaymentStatusEditor({ invoice: key, today }: PaymentStatusEditorProps) {
  const { t } = useTranslation();
  const invoice = useFragment(
    graphql`
      fragment PaymentStatusEditor_invoice on Invoice {
        documentRowId
        paymentStatus
        paymentStatusSource
        amountDue
        paidAmount
        partiallyPaid
        canUpdatePaymentStatus
        canUpdatePartiallyPaid
      }
    `,
    key,
  );
  const { save, isSaving } = useSaveInvoicePayment(invoice.documentRowId);
  const [mode, setMode] = useState<"idle" | "markPaid" | "markUnpaid">("idle");
  if (!invoice.canUpdatePaymentStatus) return null;
  const total = toCents(invoice.amountDue);
  // Linked transactions cover the amount due: marking it open by hand leaves nothing open to pay;
  // a wrong assignment is better removed below.
  const isCoveredByTransactions =
    invoice.paymentStatusSource === "TRANSACTIONS" &&
    total !== null &&
    total > 0n &&
    (toCents(invoice.paidAmount) ?? 0n) >= total;
  const messages = {
    saved: t("documentPayment.status.change.saved"),
    failedTitle: t("documentPayment.status.change.failed"),
  };

  if (mode === "markPaid") {
    return (
      <MarkPaidForm
        today={today}
        isSaving={isSaving}
        onCancel={() => setMode("idle")}
        onSubmit={async ({ paidDate }) => {
          if (await save({ paymentStatus: "PAID", paidDate }, messages)) setMode("idle");
        }}
      />
    );
  }
  if (mode === "markUnpaid") {
    return (
      <Alert color="orange" variant="light" title={t("documentPayment.status.change.unpaidConfirmTitle")}>
        <Stack gap="xs">
          <Text fz="sm">{t("documentPayment.status.change.unpaidConfirmText")}</Text>
          {isCoveredByTransactions ? (
            <Text fz="sm" fw={500}>
              {t("documentPayment.status.change.unpaidCoveredHint")}
            </Text>
          ) : null}
          <Group gap="xs">
            <Button
              size="xs"
              color="orange"
              loading={isSaving}
              onClick={async () => {
                if (await save({ paymentStatus: "NOT_PAID" }, messages)) setMode("idle");
              }}
            >
              {t("documentPayment.status.change.unpaidConfirm")}
            </Button>
            <Button size="xs" variant="default" onClick={() => setMode("idle")} disabled={isSaving}>
              {t("documentPayment.status.change.cancel")}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap={6}>
      <Group gap="sm" align="center">
        {invoice.paymentStatus === "PAID" ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRotate size={14} />}
            onClick={() => setMode("markUnpaid")}
          >
            {t("documentPayment.status.change.markUnpaid")}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCircleCheck size={14} />}
            onClick={() => setMode("markPaid")}
          >
            {t("documentPayment.status.change.markPaid")}
          </Button>
        )}
        {invoice.canUpdatePartiallyPaid ? (
          <Switch
            size="sm"
            label={t("documentPayment.status.change.partiallyPaid")}
            description={t("documentPayment.status.change.partiallyPaidHint")}
            checked={invoice.partiallyPaid}
            disabled={isSaving}
            onChange={(event) => void save({ partiallyPaid: event.currentTarget.checked }, messages)}
          />
        ) : null}
      </Group>
      <Text fz="xs" c="dimmed">
        {t("documentPayment.status.change.manualHint")}
      </Text>
    </Stack>
  );
}

interface MarkPaidFormProps {
  today: string;
  isSaving: boolean;
  onCancel: () => void;
  onSubmit: (values: MarkPaidFormOutput) => Promise<void>;
}

function MarkPaidForm({ today, isSaving, onCancel, onSubmit }: MarkPaidFormProps) {
  const { t, i18n } = useTranslation();
  const locale = inputLocaleOf(i18n.language);
  const schema = useMemo(() => makeMarkPaidFormSchema(today, locale), [today, locale]);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<MarkPaidFormValues, unknown, MarkPaidFormOutput>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { paidDate: formatDateInput(today, locale) },
  });
  useEffect(() => setFocus("paidDate"), [setFocus]);
  const error = errors.paidDate?.message as MarkPaidValidationKey | undefined;
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Group gap="xs" align="flex-start">
        <TextInput
          size="xs"
          label={t("documentPayment.status.change.paidDate")}
          description={t("documentPayment.status.change.paidDateHint")}
          autoComplete="off"
          w={220}
          error={error ? t(`documentPayment.status.validation.${error}`) : undefined}
          {...register("paidDate")}
        />
        <Group gap="xs" mt={40}>
          <Button size="xs" type="submit" loading={isSaving}>
            {t("documentPayment.status.change.save")}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel} disabled={isSaving}>
            {t("documentPayment.status.change.cancel")}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
