import { Button } from "@mantine/core";
import { IconFileCode } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

// The dialog (its form, schema and data query) loads with the first click, not with the list.
const PayDialog = lazy(() => import("./PayDialog.tsx").then(({ PayDialog }) => ({ default: PayDialog })));

export interface PayInvoicesButtonProps {
  clientCompanyRowId: string;
  /** The documents selected in the list; the dialog pays the incoming invoices among them
   * and names the others with the reason they are skipped. */
  documentRowIds: readonly string[];
  /** A SEPA file was created for them. */
  onPaid?: () => void;
}

/** The documents list's bulk action "Bezahlen (SEPA)": one SEPA file for the selection. */
export function PayInvoicesButton({ clientCompanyRowId, documentRowIds, onPaid }: PayInvoicesButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  // The selection as it was when the dialog opened (the list may change behind it).
  const [chosen, setChosen] = useState<readonly string[]>([]);
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconFileCode size={14} />}
        title={t("documentPayment.bulk.payHint")}
        onClick={() => {
          setChosen(documentRowIds.slice(0, 500));
          setOpen(true);
          setWasOpened(true);
        }}
      >
        {t("documentPayment.bulk.pay")}
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <PayDialog
            opened={isOpen}
            onClose={() => setOpen(false)}
            method="SEPA_FILE"
            clientCompanyRowId={clientCompanyRowId}
            documentRowIds={chosen}
            onDone={() => onPaid?.()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
