import { useTranslation } from "react-i18next";
import { formatIban } from "../../../lib/format.ts";
import { isValidIban } from "../../../lib/iban.ts";
import { NON_NEGATIVE_AMOUNT, PERCENT } from "../forms/fieldRules.ts";
import { ReviewDateField, ReviewDecimalField, ReviewTextField } from "./ReviewFields.tsx";
import { ReviewSection, Wide } from "./ReviewSection.tsx";
import { upperCompact } from "./invoiceFieldFormats.ts";

const amount = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const percent = { minimumFractionDigits: 0, maximumFractionDigits: 2 };

/** Cash discount, the bank account to pay to and the payment reference. */
export function InvoicePaymentSection() {
  const { t } = useTranslation();
  return (
    <ReviewSection legend={t("documentReview.sections.payment")}>
      <ReviewDateField name="discountUntil" label={t("documentReview.fields.discountUntil")} />
      <ReviewDecimalField
        name="discountPercent"
        label={t("documentReview.fields.discountPercent")}
        rule={PERCENT}
        display={percent}
        suffix="%"
      />
      <ReviewDecimalField
        name="discountAmount"
        label={t("documentReview.fields.discountAmount")}
        rule={NON_NEGATIVE_AMOUNT}
        display={amount}
      />
      <span />
      <Wide>
        <ReviewTextField
          name="iban"
          label={t("documentReview.fields.iban")}
          formatOnBlur={(text) => (isValidIban(text) ? formatIban(text) : text)}
        />
      </Wide>
      <ReviewTextField name="bic" label={t("documentReview.fields.bic")} formatOnBlur={upperCompact} />
      <ReviewTextField name="paymentReference" label={t("documentReview.fields.paymentReference")} />
    </ReviewSection>
  );
}
