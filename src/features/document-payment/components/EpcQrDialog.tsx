import { Alert, Button, Center, Group, Image, Loader, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconShieldExclamation } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatIban, formatMoney, formatPercent } from "../../../lib/format.ts";
import { type EpcQrResponse, fetchEpcQr, type PaymentsError } from "../lib/paymentsApi.ts";
import { payRefusalText, paymentsErrorText } from "../lib/paymentTexts.ts";
import { PAY_DIALOG_WIDTH } from "./PayDialog.tsx";

export interface EpcQrDialogProps {
  opened: boolean;
  onClose: () => void;
  documentRowId: string;
}

/** The GiroCode (EPC QR code) of the invoice's payment, to scan with a banking app, with
 * what it pays (amount, recipient, IBAN, purpose) so the person can check it against the app. */
export function EpcQrDialog({ opened, onClose, documentRowId }: EpcQrDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("documentPayment.qr.title")}
      size={PAY_DIALOG_WIDTH}
      centered
      closeButtonProps={{ "aria-label": t("documentPayment.qr.close") }}
    >
      {opened ? <EpcQrContent documentRowId={documentRowId} onClose={onClose} /> : null}
    </Modal>
  );
}

type State = { status: "loading" } | { status: "error"; error: PaymentsError } | { status: "ready"; qr: EpcQrResponse };

function EpcQrContent({ documentRowId, onClose }: { documentRowId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const language = i18n.language;
  const requestKey = `${documentRowId}|${language}|${attempt}`;
  // The answer belongs to the request it was made for: a new request shows "loading".
  const [answer, setAnswer] = useState<{ key: string; state: State } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void fetchEpcQr(documentRowId, { language }).then((result) => {
      if (!isCurrent) return;
      setAnswer({
        key: requestKey,
        state: result.ok ? { status: "ready", qr: result.data } : { status: "error", error: result.error },
      });
    });
    return () => {
      isCurrent = false;
    };
  }, [documentRowId, language, requestKey]);
  const state: State = answer?.key === requestKey ? answer.state : { status: "loading" };

  if (state.status === "loading") {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t("documentPayment.qr.loading")} />
      </Center>
    );
  }
  if (state.status === "error") {
    const refusal = state.error.refusals[0];
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
          {refusal
            ? t("documentPayment.qr.notPossible", { reason: payRefusalText(refusal.code, t) })
            : paymentsErrorText(state.error, t)}
        </Alert>
        <Group justify="flex-end" gap="xs">
          {refusal ? null : (
            <Button variant="light" onClick={() => setAttempt((n) => n + 1)}>
              {t("documentPayment.qr.retry")}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t("documentPayment.qr.close")}
          </Button>
        </Group>
      </Stack>
    );
  }
  const { qr } = state;
  const amount = formatMoney(qr.amount, "EUR", language);
  return (
    <Stack gap="sm">
      {qr.hasUnverifiedIban ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconShieldExclamation size={20} />}
          title={t("documentPayment.data.unverifiedTitle")}
        >
          <Text fz="sm">{t("documentPayment.data.unverifiedText", { iban: formatIban(qr.iban) })}</Text>
        </Alert>
      ) : null}
      <Center>
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
          alt={t("documentPayment.qr.image", { recipient: qr.recipientName, amount })}
          w={240}
          h={240}
          fit="contain"
        />
      </Center>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
        <Detail
          label={t("documentPayment.qr.amount")}
          value={
            qr.discountPercent
              ? t("documentPayment.qr.withDiscount", { amount, percent: formatPercent(qr.discountPercent, language) })
              : amount
          }
        />
        <Detail label={t("documentPayment.qr.recipient")} value={qr.recipientName} />
        <Detail label={t("documentPayment.qr.iban")} value={formatIban(qr.iban)} isMono />
        <Detail label={t("documentPayment.qr.bic")} value={qr.bic ?? "–"} isMono />
        <Detail label={t("documentPayment.qr.purpose")} value={qr.purpose || "–"} />
      </SimpleGrid>
      <Text fz="sm" c="dimmed">
        {t("documentPayment.qr.hint")}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t("documentPayment.qr.close")}
        </Button>
      </Group>
    </Stack>
  );
}

function Detail({ label, value, isMono }: { label: string; value: string; isMono?: boolean }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500} ff={isMono ? "monospace" : undefined} style={{ wordBreak: "break-word" }}>
        {value}
      </Text>
    </Stack>
  );
}
