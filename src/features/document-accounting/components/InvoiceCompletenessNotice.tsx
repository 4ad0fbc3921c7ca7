import { Alert, List, Text } from "@mantine/core";
import { IconCircleCheck, IconListCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { InvoiceCompletenessNotice_invoice$key } from "../../../__generated__/InvoiceCompletenessNotice_invoice.graphql.ts";

const DETAILS = ["PARTNER_ACCOUNT", "ACCOUNTING_ITEMS", "REAL_ESTATE_OBJECT"] as const;
type Detail = (typeof DETAILS)[number];

export interface InvoiceCompletenessNoticeProps {
  invoice: InvoiceCompletenessNotice_invoice$key;
}

/** What the invoice still lacks for the booking export (Invoice.invoiceCompletenessDetails),
 * each with what to do about it; or that it is complete, with its partner account. */
export function InvoiceCompletenessNotice({ invoice: key }: InvoiceCompletenessNoticeProps) {
  const { t } = useTranslation();
  const invoice = useFragment(
    graphql`
      fragment InvoiceCompletenessNotice_invoice on Invoice {
        invoiceCompletenessDetails
        isComplete
        partnerAccount {
          fullName
        }
      }
    `,
    key,
  );
  const missing = DETAILS.filter((detail) => invoice.invoiceCompletenessDetails.includes(detail));
  if (invoice.isComplete || missing.length === 0) {
    return (
      <Alert
        role="status"
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={18} />}
        title={t("bookkeeping.accounting.completeTitle")}
      >
        <Text fz="sm">
          {invoice.partnerAccount
            ? t("bookkeeping.accounting.completeWithAccount", { account: invoice.partnerAccount.fullName })
            : t("bookkeeping.accounting.complete")}
        </Text>
      </Alert>
    );
  }
  return (
    // A standing notice, not an error: "status", so the form's own alerts stay the alerts.
    <Alert
      role="status"
      color="orange"
      variant="light"
      icon={<IconListCheck size={18} />}
      title={t("bookkeeping.accounting.missingTitle")}
      aria-label={t("bookkeeping.accounting.missingTitle")}
    >
      <List size="sm" spacing={4}>
        {missing.map((detail: Detail) => (
          <List.Item key={detail}>
            <Text span fz="sm" fw={600}>
              {t(`bookkeeping.completenessDetails.${detail}`)}
            </Text>
            {" – "}
            {t(`bookkeeping.accounting.howTo.${detail}`)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
