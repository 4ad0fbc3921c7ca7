import { Table } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The column headings of the accounting items table. */
export function AccountingTableHead() {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t("documentAccounting.columns.title")}</Table.Th>
        <Table.Th>{t("documentAccounting.columns.bookingType")}</Table.Th>
        <Table.Th>{t("documentAccounting.columns.account")}</Table.Th>
        <Table.Th ta="right">{t("documentAccounting.columns.amount")}</Table.Th>
        <Table.Th>{t("documentAccounting.columns.amountType")}</Table.Th>
        <Table.Th>{t("documentAccounting.columns.vat")}</Table.Th>
        <Table.Th>{t("documentAccounting.columns.percentage")}</Table.Th>
        <Table.Th aria-label={t("documentAccounting.columns.actions")} />
      </Table.Tr>
    </Table.Thead>
  );
}
