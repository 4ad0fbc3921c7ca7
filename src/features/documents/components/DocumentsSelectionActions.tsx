import { Button } from "@mantine/core";
import { IconFileExport } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PayInvoicesButton } from "../../document-payment/index.ts";

export interface DocumentsSelectionActionsProps {
  clientCompanyRowId: string;
  /** The selected ids in list order. */
  selectedRowIds: readonly string[];
  canPay: boolean;
  canExport: boolean;
  /** A SEPA file was created for the selection. */
  onPaid: () => void;
  onExport: (selectedRowIds: readonly string[]) => void;
}

/** The bulk actions on the selected documents (pay, export): a chunk of their own, loaded when
 * the first document is selected (they are not part of the list's first screen). */
export function DocumentsSelectionActions(props: DocumentsSelectionActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {props.canPay ? (
        <PayInvoicesButton
          clientCompanyRowId={props.clientCompanyRowId}
          documentRowIds={props.selectedRowIds}
          onPaid={props.onPaid}
        />
      ) : null}
      {props.canExport ? (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconFileExport size={14} aria-hidden />}
          onClick={() => props.onExport(props.selectedRowIds)}
        >
          {t("exports.dialog.openSelection")}
        </Button>
      ) : null}
    </>
  );
}
