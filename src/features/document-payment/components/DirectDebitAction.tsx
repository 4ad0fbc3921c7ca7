import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconInfoCircle, IconReceiptEuro } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { DirectDebitActionQuery } from "../../../__generated__/DirectDebitActionQuery.graphql.ts";
import { formatDate, formatIban } from "../../../lib/format.ts";

export interface DirectDebitActionProps {
  partnerCompanyRowId: string;
  hasCreditorId: boolean;
  hasAccount: boolean;
  onCollect: () => void;
}

/** The customer's SEPA direct-debit mandate (the newest) and collecting the invoice under it. */
export function DirectDebitAction({
  partnerCompanyRowId,
  hasCreditorId,
  hasAccount,
  onCollect,
}: DirectDebitActionProps) {
  const { t, i18n } = useTranslation();
  // On demand: the partner's mandates, asked when the person starts a direct debit (a click).
  const { partnerCompanyDirectDebitMandates } = useLazyLoadQuery<DirectDebitActionQuery>(
    graphql`
      query DirectDebitActionQuery($partnerCompanyRowId: UUID!) {
        partnerCompanyDirectDebitMandates(condition: { partnerCompanyRowId: $partnerCompanyRowId }) {
          nodes {
            mandateRowId
            signatureDate
            debtorIban
          }
        }
      }
    `,
    { partnerCompanyRowId },
    { fetchPolicy: "store-and-network" },
  );
  const mandate = [...(partnerCompanyDirectDebitMandates?.nodes ?? [])].sort((a, b) =>
    a.signatureDate < b.signatureDate ? 1 : -1,
  )[0];
  if (!mandate) {
    return (
      <Text fz="sm" c="dimmed">
        {t("documentPayment.pay.noMandate")}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text fz="sm">
        {t("documentPayment.pay.mandate", {
          mandate: mandate.mandateRowId,
          date: formatDate(mandate.signatureDate, i18n.language),
          iban: formatIban(mandate.debtorIban),
        })}
      </Text>
      {!hasCreditorId ? (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />}>
          {t("documentPayment.pay.creditorIdMissing")}
        </Alert>
      ) : !hasAccount ? (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />}>
          {t("documentPayment.pay.noBankAccount")}
        </Alert>
      ) : null}
      <Button
        w="fit-content"
        leftSection={<IconReceiptEuro size={16} />}
        onClick={onCollect}
        disabled={!hasCreditorId || !hasAccount}
        title={t("documentPayment.pay.directDebitHint")}
      >
        {t("documentPayment.pay.directDebit")}
      </Button>
    </Stack>
  );
}
