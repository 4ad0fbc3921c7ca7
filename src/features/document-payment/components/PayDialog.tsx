import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../relay/errorText.ts";
import { germanToday } from "../../../lib/calendarDate.ts";
import { usePayDialogData } from "../hooks/usePayDialogData.ts";
import type { PayMethod } from "../lib/payableInvoices.ts";
import { PayDialogForm, type PayDialogResult } from "./PayDialogForm.tsx";

/** Spec: the payment dialog is 512 px wide. */
export const PAY_DIALOG_WIDTH = 512;

export interface PayDialogProps {
  opened: boolean;
  onClose: () => void;
  method: PayMethod;
  clientCompanyRowId: string;
  /** The documents to pay (one from the payment tab, many from the documents list). */
  documentRowIds: readonly string[];
  /** A SEPA file was created (and is downloading), or a payment through the bank started. */
  onDone?: (result: PayDialogResult) => void;
  /** Today as an ISO date (tests fix it). */
  today?: string;
}

/**
 * Paying one or many invoices: by SEPA credit-transfer file, through the bank connection, or
 * collecting outgoing invoices by direct debit. Lists what will be paid (recipient, IBAN,
 * amount, total) and what is skipped and why; asks for the bank account, the date, the file
 * format and an explicit check of every unverified IBAN. A refused payment keeps the dialog
 * open with the choices and names the reason per invoice.
 */
export function PayDialog({
  opened,
  onClose,
  method,
  clientCompanyRowId,
  documentRowIds,
  onDone,
  today,
}: PayDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`documentPayment.dialog.title.${method}`)}
      size={PAY_DIALOG_WIDTH}
      centered
      closeButtonProps={{ "aria-label": t("documentPayment.dialog.cancel") }}
    >
      {opened ? (
        <PayDialogContent
          key={`${method}:${documentRowIds.join(",")}`}
          method={method}
          clientCompanyRowId={clientCompanyRowId}
          documentRowIds={documentRowIds}
          today={today ?? germanToday()}
          onClose={onClose}
          onDone={onDone}
        />
      ) : null}
    </Modal>
  );
}

interface PayDialogContentProps {
  method: PayMethod;
  clientCompanyRowId: string;
  documentRowIds: readonly string[];
  today: string;
  onClose: () => void;
  onDone?: (result: PayDialogResult) => void;
}

function PayDialogContent({
  method,
  clientCompanyRowId,
  documentRowIds,
  today,
  onClose,
  onDone,
}: PayDialogContentProps) {
  const { t } = useTranslation();
  const { state, reload } = usePayDialogData(clientCompanyRowId, documentRowIds, method);
  if (state.status === "loading") {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t("documentPayment.dialog.loading")} />
      </Center>
    );
  }
  if (state.status === "error") {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={t("documentPayment.dialog.loadFailed")}
      >
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{errorMessageOf(state.error, t)}</Text>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={reload}>
              {t("documentPayment.dialog.retry")}
            </Button>
            <Button size="xs" variant="default" onClick={onClose}>
              {t("documentPayment.dialog.cancel")}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <PayDialogForm
      method={method}
      clientCompanyRowId={clientCompanyRowId}
      documentRowIds={documentRowIds}
      data={state.data}
      today={today}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
