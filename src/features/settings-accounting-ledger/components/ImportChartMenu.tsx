import { Button, Menu } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconChevronDown, IconFileImport } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { ledgerRefusalText } from "../lib/ledgerRefusal.ts";
import { useImportGeneralLedgerChartMutation } from "../mutations/generalLedgerAccountMutations.ts";

const CHARTS = ["SKR03", "SKR04"] as const;

/** "Import chart": adds the common SKR03 or SKR04 accounts the company lacks and says how many
 * it added and skipped; importing again adds nothing. */
export function ImportChartMenu({
  clientCompanyRowId,
  onImported,
}: {
  clientCompanyRowId: string;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const [commit, isImporting] = useImportGeneralLedgerChartMutation();
  const run = async (chart: (typeof CHARTS)[number]) => {
    try {
      const response = await commitAsPromise(commit, { input: { clientCompanyRowId, chart } });
      const result = response.importGeneralLedgerChart?.result;
      notifications.show({
        color: "teal",
        message: t("settingsAccountingLedger.accounts.imported", {
          chart,
          added: result?.added ?? 0,
          skipped: result?.skipped ?? 0,
        }),
      });
      onImported();
    } catch (error) {
      notifications.show({ color: "red", message: ledgerRefusalText(error, t) });
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={isImporting}
          leftSection={<IconFileImport size={18} />}
          rightSection={<IconChevronDown size={16} />}
        >
          {t("settingsAccountingLedger.accounts.importChart")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("settingsAccountingLedger.accounts.importChartHint")}</Menu.Label>
        {CHARTS.map((chart) => (
          <Menu.Item key={chart} onClick={() => void run(chart)}>
            {t(`settingsAccountingLedger.accounts.chart.${chart}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
