import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBuildingBank, IconFileCode, IconInfoCircle, IconQrcode } from "@tabler/icons-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { PayActions_document$key } from "../../../__generated__/PayActions_document.graphql.ts";
import { formatDate } from "../../../lib/format.ts";
import { BankConnectionDialog } from "../../bank-connections/index.ts";
import type { PayMethod } from "../lib/payableInvoices.ts";
import { toCents } from "../lib/money.ts";
import { payRefusalText } from "../lib/paymentTexts.ts";
import { DirectDebitAction } from "./DirectDebitAction.tsx";
import { EpcQrDialog } from "./EpcQrDialog.tsx";
import { PayDialog } from "./PayDialog.tsx";
import { PaymentSection } from "./PaymentSection.tsx";

export interface PayActionsProps {
  document: PayActions_document$key;
  /** A payment of this document still under way (created or pending), if any. */
  underWay: { method: string; createdAt: string } | null;
  /** Something was paid: the tab reads its data again. */
  onChanged: () => void;
}

const METHODS = ["SEPA_FILE", "BANK", "DIRECT_DEBIT_FILE"] as const;

/**
 * Paying the invoice: by SEPA file, by GiroCode, through the bank (when a bank account is
 * linked to a bank connection), or — for an outgoing invoice with a mandate — collecting it
 * by direct debit. When it cannot be paid now, the reason.
 */
export function PayActions({ document: key, underWay, onChanged }: PayActionsProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment PayActions_document on Document {
        rowId
        type
        clientCompanyRowId
        clientCompany {
          sepaCreditorRowId
          moneyAccounts(condition: { type: BANK, active: true }) {
            nodes {
              rowId
              iban
              xs2AAccount {
                __typename
              }
            }
          }
        }
        invoice {
          canPay
          payRefusal
          openAmount
          partnerCompanyRowId
        }
      }
    `,
    key,
  );
  const [dialog, setDialog] = useState<PayMethod | "QR" | null>(null);
  const [bankSessionId, setBankSessionId] = useState<string | null>(null);
  const invoice = document.invoice;
  if (!invoice) return null;
  const accounts = (document.clientCompany?.moneyAccounts.nodes ?? []).filter((account) => account.iban);
  const hasConnectedAccount = accounts.some((account) => account.xs2AAccount != null);
  const isIncoming = document.type === "INCOMING_INVOICE";
  // Nothing open (linked transactions cover it although the status says open): the server
  // refuses it as paid, so it is not offered.
  const refusal = !invoice.canPay
    ? (invoice.payRefusal ?? "PAY_FORBIDDEN")
    : (toCents(invoice.openAmount) ?? 0n) <= 0n
      ? "INVOICE_ALREADY_PAID"
      : null;
  const canPay = refusal === null;

  const reason = refusal ? (
    refusal === "INVOICE_ALREADY_PAID" ? (
      <Text fz="sm" c="teal.8">
        {t("documentPayment.pay.alreadyPaid")}
      </Text>
    ) : (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} data-testid="pay-refusal">
        {t("documentPayment.pay.notPayable", { reason: payRefusalText(refusal, t) })}
      </Alert>
    )
  ) : null;
  const underWayNotice =
    canPay && underWay ? (
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        {t("documentPayment.pay.underWay", {
          method: (METHODS as readonly string[]).includes(underWay.method)
            ? t(`documentPayment.bankPayments.method.${underWay.method as (typeof METHODS)[number]}`)
            : underWay.method,
          date: formatDate(underWay.createdAt, i18n.language),
        })}
      </Alert>
    ) : null;

  const dialogs = (
    <>
      {dialog && dialog !== "QR" ? (
        <PayDialog
          opened
          onClose={() => setDialog(null)}
          method={dialog}
          clientCompanyRowId={document.clientCompanyRowId}
          documentRowIds={[document.rowId]}
          onDone={(result) => {
            if (result.kind === "BANK") setBankSessionId(result.sessionId);
            onChanged();
          }}
        />
      ) : null}
      <EpcQrDialog opened={dialog === "QR"} onClose={() => setDialog(null)} documentRowId={document.rowId} />
      <BankConnectionDialog
        mode="pay"
        sessionId={bankSessionId}
        opened={bankSessionId !== null}
        onClose={() => {
          setBankSessionId(null);
          onChanged();
        }}
        onCompleted={() => {
          notifications.show({ color: "teal", message: t("documentPayment.pay.bankCompleted") });
          setBankSessionId(null);
          onChanged();
        }}
      />
    </>
  );

  if (!isIncoming) {
    return (
      <PaymentSection title={t("documentPayment.pay.collectTitle")}>
        <Text fz="sm" c="dimmed">
          {t("documentPayment.pay.outgoingHint")}
        </Text>
        {reason}
        {underWayNotice}
        {canPay && !underWay && invoice.partnerCompanyRowId ? (
          <Suspense fallback={<Loader size="xs" aria-label={t("documentPayment.pay.mandatesLoading")} />}>
            <DirectDebitAction
              partnerCompanyRowId={invoice.partnerCompanyRowId}
              hasCreditorId={Boolean(document.clientCompany?.sepaCreditorRowId)}
              hasAccount={accounts.length > 0}
              onCollect={() => setDialog("DIRECT_DEBIT")}
            />
          </Suspense>
        ) : null}
        {dialogs}
      </PaymentSection>
    );
  }

  return (
    <PaymentSection title={t("documentPayment.pay.title")}>
      {reason}
      {underWayNotice}
      {canPay ? (
        <Stack gap="xs">
          {accounts.length === 0 ? (
            <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />}>
              {t("documentPayment.pay.noBankAccount")}
            </Alert>
          ) : null}
          <Group gap="xs">
            <Button
              leftSection={<IconFileCode size={16} />}
              onClick={() => setDialog("SEPA_FILE")}
              disabled={accounts.length === 0 || underWay !== null}
              title={t("documentPayment.pay.sepaFileHint")}
            >
              {t("documentPayment.pay.sepaFile")}
            </Button>
            <Button
              variant="light"
              leftSection={<IconQrcode size={16} />}
              onClick={() => setDialog("QR")}
              title={t("documentPayment.pay.girocodeHint")}
            >
              {t("documentPayment.pay.girocode")}
            </Button>
            {hasConnectedAccount ? (
              <Button
                variant="light"
                leftSection={<IconBuildingBank size={16} />}
                onClick={() => setDialog("BANK")}
                disabled={underWay !== null}
                title={t("documentPayment.pay.bankHint")}
              >
                {t("documentPayment.pay.bank")}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
      {dialogs}
    </PaymentSection>
  );
}
