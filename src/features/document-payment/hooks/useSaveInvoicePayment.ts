import { notifications } from "@mantine/notifications";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { InvoicePatch } from "../../../__generated__/useUpdateInvoicePaymentMutation.graphql.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { mutationErrorText, NotSavedError } from "../lib/paymentTexts.ts";
import { useUpdateInvoicePaymentMutation } from "../mutations/useUpdateInvoicePaymentMutation.ts";

type PaymentPatch = Pick<
  InvoicePatch,
  "paymentStatus" | "paidDate" | "partiallyPaid" | "overridePartnerCompanyPaymentPreset"
>;

/**
 * Saves payment fields of an invoice. Resolves true when saved (with a notification saying
 * `savedMessage`), false when refused: the refusal's translated reason is shown as a red
 * notification titled `failedTitle`, and the form keeps the person's input.
 */
export function useSaveInvoicePayment(documentRowId: string) {
  const { t } = useTranslation();
  const [commit, isSaving] = useUpdateInvoicePaymentMutation();
  const save = useCallback(
    async (patch: PaymentPatch, messages: { saved: string; failedTitle: string }): Promise<boolean> => {
      try {
        const response = await commitAsPromise(commit, { input: { documentRowId, patch }, documentRowId });
        if (!response.updateInvoice?.invoice) throw new NotSavedError();
        notifications.show({ color: "teal", message: messages.saved });
        return true;
      } catch (error) {
        notifications.show({ color: "red", title: messages.failedTitle, message: mutationErrorText(error, t) });
        return false;
      }
    },
    [commit, documentRowId, t],
  );
  return { save, isSaving };
}
