import { Alert, Group, Stack, Switch, Text } from "@mantine/core";
import { IconInfoCircle, IconShieldExclamation } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { PaymentDataCard_invoice$key } from "../../../__generated__/PaymentDataCard_invoice.graphql.ts";
import { formatIban } from "../../../lib/format.ts";
import { useSaveInvoicePayment } from "../hooks/useSaveInvoicePayment.ts";
import { PaymentPresetList } from "./PaymentPresetList.tsx";
import { PaymentSection } from "./PaymentSection.tsx";

export interface PaymentDataCardProps {
  invoice: PaymentDataCard_invoice$key;
}

/**
 * Where an incoming invoice is paid to: recipient, IBAN, BIC and reference — from the
 * partner's payment preset or from the invoice itself — with the switch between the two, the
 * partner's presets, and a warning when the IBAN is not a verified one of the partner
 * (invoice-redirection fraud is the costliest mistake in paying invoices).
 */
export function PaymentDataCard({ invoice: key }: PaymentDataCardProps) {
  const { t } = useTranslation();
  const invoice = useFragment(
    graphql`
      fragment PaymentDataCard_invoice on Invoice {
        documentRowId
        iban
        invoiceNumber
        paymentReference
        paymentIban
        paymentBic
        paymentRecipient
        overridePartnerCompanyPaymentPreset
        partnerHasPaymentPreset
        hasUnverifiedIban
        canUpdatePaymentStatus
        partnerCompany {
          ...PaymentPresetList_partnerCompany
        }
      }
    `,
    key,
  );
  const { save, isSaving } = useSaveInvoicePayment(invoice.documentRowId);
  const isFromPreset = invoice.partnerHasPaymentPreset && !invoice.overridePartnerCompanyPaymentPreset;
  const iban = invoice.paymentIban ?? null;
  const ownIbanDiffers =
    isFromPreset && invoice.iban && iban && invoice.iban.replace(/\s+/g, "") !== iban.replace(/\s+/g, "");

  return (
    <PaymentSection title={t("documentPayment.data.title")}>
      {invoice.hasUnverifiedIban && iban ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconShieldExclamation size={20} />}
          title={t("documentPayment.data.unverifiedTitle")}
          data-testid="unverified-iban-warning"
        >
          <Stack gap={4}>
            <Text fz="sm">
              {invoice.partnerCompany
                ? t("documentPayment.data.unverifiedText", { iban: formatIban(iban) })
                : t("documentPayment.data.unverifiedNoPartner", { iban: formatIban(iban) })}
            </Text>
            <Text fz="xs">{t("documentPayment.data.fraudHint")}</Text>
          </Stack>
        </Alert>
      ) : null}
      <Stack gap={6}>
        <Field label={t("documentPayment.data.recipient")} value={invoice.paymentRecipient} />
        <Group gap="xl" align="flex-start" wrap="wrap" style={{ rowGap: 6 }}>
          <Field label={t("documentPayment.data.iban")} value={iban ? formatIban(iban) : null} isMono />
          <Field label={t("documentPayment.data.bic")} value={invoice.paymentBic} isMono />
        </Group>
        <Field label={t("documentPayment.data.reference")} value={invoice.paymentReference ?? invoice.invoiceNumber} />
      </Stack>
      {iban ? (
        <Text fz="xs" c="dimmed">
          {isFromPreset ? t("documentPayment.data.fromPreset") : t("documentPayment.data.fromInvoice")}
        </Text>
      ) : (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />}>
          {t("documentPayment.data.noIban")}
        </Alert>
      )}
      {ownIbanDiffers ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {t("documentPayment.data.invoiceIbanDiffers", { iban: formatIban(invoice.iban) })}
        </Alert>
      ) : null}
      {invoice.partnerHasPaymentPreset && invoice.canUpdatePaymentStatus ? (
        <Switch
          size="sm"
          label={t("documentPayment.data.override")}
          description={t("documentPayment.data.overrideHint")}
          checked={invoice.overridePartnerCompanyPaymentPreset}
          disabled={isSaving}
          onChange={(event) =>
            void save(
              { overridePartnerCompanyPaymentPreset: event.currentTarget.checked },
              { saved: t("documentPayment.data.overrideSaved"), failedTitle: t("documentPayment.data.overrideFailed") },
            )
          }
        />
      ) : null}
      {invoice.partnerCompany ? (
        <PaymentPresetList
          partnerCompany={invoice.partnerCompany}
          documentRowId={invoice.documentRowId}
          ibanInUse={isFromPreset ? iban : null}
        />
      ) : null}
    </PaymentSection>
  );
}

function Field({ label, value, isMono }: { label: string; value: string | null | undefined; isMono?: boolean }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text
        fz="sm"
        ff={isMono ? "monospace" : undefined}
        style={isMono ? { whiteSpace: "nowrap" } : { wordBreak: "break-word" }}
      >
        {value || "–"}
      </Text>
    </Stack>
  );
}
