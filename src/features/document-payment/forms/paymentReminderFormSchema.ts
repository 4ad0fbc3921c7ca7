import { z } from "zod";

/** Messages are translation keys under documentPayment.reminder.validation. */
export type ReminderValidationKey =
  "receiverRequired" | "receiverInvalid" | "subjectRequired" | "subjectTooLong" | "messageRequired" | "messageTooLong";

const key = (message: ReminderValidationKey) => ({ message });

/** The payment reminder as the server takes it (POST /api/payments/reminder): one receiver,
 * a subject up to 200 and a message up to 5,000 characters. */
export const paymentReminderFormSchema = z.object({
  receiver: z
    .string()
    .trim()
    .min(1, key("receiverRequired"))
    .pipe(z.email(key("receiverInvalid")).max(254, key("receiverInvalid"))),
  subject: z.string().trim().min(1, key("subjectRequired")).max(200, key("subjectTooLong")),
  message: z.string().trim().min(1, key("messageRequired")).max(5000, key("messageTooLong")),
  ccMe: z.boolean(),
  attachDocument: z.boolean(),
});
export type PaymentReminderFormValues = z.input<typeof paymentReminderFormSchema>;
export type PaymentReminderFormOutput = z.output<typeof paymentReminderFormSchema>;
