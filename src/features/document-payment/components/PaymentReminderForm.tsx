import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Checkbox, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconSend } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type {
  PaymentReminderForm_document$data,
  PaymentReminderForm_document$key,
} from "../../../__generated__/PaymentReminderForm_document.graphql.ts";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import {
  paymentReminderFormSchema,
  type PaymentReminderFormOutput,
  type PaymentReminderFormValues,
  type ReminderValidationKey,
} from "../forms/paymentReminderFormSchema.ts";
import { isZeroAmount } from "../lib/money.ts";
import { sendPaymentReminder } from "../lib/paymentsApi.ts";
import { fillPlaceholders, paymentsErrorText } from "../lib/paymentTexts.ts";
import { PaymentRemindersList } from "./PaymentRemindersList.tsx";
import { PaymentSection } from "./PaymentSection.tsx";

export interface PaymentReminderFormProps {
  document: PaymentReminderForm_document$key;
  currentUserEmail: string | null;
  /** After a reminder was sent (the history shows it once read again). */
  onSent: () => void;
}

/** The reminder's starting values: the partner's e-mail, "Zahlungserinnerung Rechnung …" and
 * the company's reminder text (or ours) with number, dates and open amount filled in. */
export function reminderDefaults(
  document: PaymentReminderForm_document$data,
  t: TFunction,
  locale: string,
): PaymentReminderFormValues {
  const invoice = document.invoice;
  const locations = invoice?.partnerCompany?.locations.nodes ?? [];
  const receiver =
    invoice?.partnerCompanyLocation?.email ||
    locations.find((location) => location.main && location.email)?.email ||
    locations.find((location) => location.email)?.email ||
    invoice?.extractedPartnerEmails.find((email): email is string => Boolean(email)) ||
    "";
  const values = {
    number: invoice?.invoiceNumber || t("documentPayment.reminder.noNumber"),
    date: formatDate(invoice?.invoiceDate, locale),
    // What is still open; the amount due when nothing is recorded as open (marked open by hand).
    amount: formatMoney(
      isZeroAmount(invoice?.openAmount) ? invoice?.amountDue : invoice?.openAmount,
      invoice?.currency,
      locale,
    ),
    dueDate: formatDate(invoice?.paymentDueDate, locale),
    company: document.clientCompany?.name ?? "",
    partner: invoice?.partnerCompany?.name ?? "",
  };
  const custom = document.clientCompany?.paymentReminderMessage?.trim();
  const message = custom
    ? fillPlaceholders(custom, values)
    : invoice?.paymentDueDate
      ? t("documentPayment.reminder.messageDefault", values)
      : t("documentPayment.reminder.messageDefaultNoDueDate", values);
  return {
    receiver,
    subject: t("documentPayment.reminder.subjectDefault", { number: values.number }),
    message,
    ccMe: false,
    attachDocument: true,
  };
}

/** A payment reminder to the customer by e-mail (receiver, subject, message, copy to me,
 * invoice attached), and the reminders sent so far. Not for paid invoices. */
export function PaymentReminderForm({ document: key, currentUserEmail, onSent }: PaymentReminderFormProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment PaymentReminderForm_document on Document {
        rowId
        clientCompany {
          name
          paymentReminderMessage
        }
        invoice {
          paymentStatus
          invoiceNumber
          invoiceDate
          amountDue
          openAmount
          currency
          paymentDueDate
          extractedPartnerEmails
          partnerCompanyLocation {
            email
          }
          partnerCompany {
            name
            locations {
              nodes {
                main
                email
              }
            }
          }
        }
        ...PaymentRemindersList_document
      }
    `,
    key,
  );
  const defaults = useMemo(() => reminderDefaults(document, t, i18n.language), [document, t, i18n.language]);
  const isPaid = document.invoice?.paymentStatus === "PAID";
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PaymentReminderFormValues, unknown, PaymentReminderFormOutput>({
    resolver: zodResolver(paymentReminderFormSchema),
    mode: "onTouched",
    defaultValues: defaults,
  });
  const errorText = (message: string | undefined) =>
    message ? t(`documentPayment.reminder.validation.${message as ReminderValidationKey}`) : undefined;

  const onSubmit = async (values: PaymentReminderFormOutput) => {
    setFailure(null);
    const result = await sendPaymentReminder({ documentRowId: document.rowId, ...values }, { language: i18n.language });
    if (!result.ok) {
      setFailure(paymentsErrorText(result.error, t));
      return;
    }
    notifications.show({ color: "teal", message: t("documentPayment.reminder.sent", { receiver: values.receiver }) });
    reset(defaults);
    onSent();
  };

  return (
    <PaymentSection title={t("documentPayment.reminder.title")}>
      {isPaid ? (
        <Text fz="sm" c="dimmed">
          {t("documentPayment.reminder.paidDisabled")}
        </Text>
      ) : (
        <form
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
          noValidate
          aria-label={t("documentPayment.reminder.title")}
        >
          <Stack gap="xs">
            <TextInput
              type="email"
              label={t("documentPayment.reminder.receiver")}
              autoComplete="off"
              withAsterisk
              error={errorText(errors.receiver?.message)}
              {...register("receiver")}
            />
            <TextInput
              label={t("documentPayment.reminder.subject")}
              withAsterisk
              maxLength={200}
              error={errorText(errors.subject?.message)}
              {...register("subject")}
            />
            <Textarea
              label={t("documentPayment.reminder.message")}
              withAsterisk
              autosize
              minRows={6}
              maxRows={14}
              error={errorText(errors.message?.message)}
              {...register("message")}
            />
            <Checkbox
              size="sm"
              label={
                currentUserEmail
                  ? t("documentPayment.reminder.ccMe", { email: currentUserEmail })
                  : t("documentPayment.reminder.ccMeNoEmail")
              }
              {...register("ccMe")}
            />
            <Checkbox size="sm" label={t("documentPayment.reminder.attachDocument")} {...register("attachDocument")} />
            {failure ? (
              <Alert color="red" variant="light" title={t("documentPayment.reminder.failed")} role="alert">
                {failure}
              </Alert>
            ) : null}
            <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={16} />} w="fit-content">
              {t("documentPayment.reminder.send")}
            </Button>
          </Stack>
        </form>
      )}
      <PaymentRemindersList document={document} />
    </PaymentSection>
  );
}
