import { Stack, Table, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { InvoiceItemsTable_items$key } from "../../../__generated__/InvoiceItemsTable_items.graphql.ts";
import { hasTextKey } from "../../../i18n/i18n.ts";
import type de from "../../../i18n/locales/de/review.json";
import { formatDecimal, formatMoney, formatPercent } from "../../../lib/format.ts";

type UnitCode = keyof (typeof de)["review"]["units"];

/** A unit as people write it, in the number the quantity asks for: UN/ECE codes of e-invoices
 * ("C62", "MON") become "Stk.", "1 Monat", "3 Monate"; anything else stays. */
function unitLabel(unit: string | null | undefined, quantity: string | null | undefined, t: TFunction): string {
  if (!unit) return "";
  const isKnown = hasTextKey("review.units", unit) || hasTextKey("review.units", `${unit}_other`);
  const count = quantity !== null && quantity !== undefined && quantity !== "" ? Number(quantity) : 2;
  return isKnown ? t(`review.units.${unit}` as `review.units.${UnitCode}`, { count }) : unit;
}

export interface InvoiceItemsTableProps {
  items: InvoiceItemsTable_items$key;
  currency: string;
}

/** The invoice's lines as captured: what, how many at what price, and the line's net total
 * (two lines per item, so it reads well in the narrow details column). */
export function InvoiceItemsTable({ items: itemsKey, currency }: InvoiceItemsTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const items = useFragment(
    graphql`
      fragment InvoiceItemsTable_items on InvoiceItem @relay(plural: true) {
        rowId
        posNo
        title
        quantity
        unit
        unitNetPrice
        vatPercent
        totalPrice
      }
    `,
    itemsKey,
  );
  if (items.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={600}>
        {t("review.items.title")}
      </Text>
      <Table withTableBorder fz="sm" verticalSpacing={6} style={{ fontVariantNumeric: "tabular-nums" }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>{t("review.items.posNo")}</Table.Th>
            <Table.Th>{t("review.items.description")}</Table.Th>
            <Table.Th ta="right">{t("review.items.totalPrice")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => {
            const quantity = [formatDecimal(item.quantity, locale), unitLabel(item.unit, item.quantity, t)]
              .filter(Boolean)
              .join(" ");
            const details =
              item.quantity || item.unitNetPrice
                ? t("review.items.line", {
                    quantity: quantity || "–",
                    price: formatMoney(item.unitNetPrice, currency, locale, 4) || "–",
                    vat: formatPercent(item.vatPercent, locale) || "–",
                  })
                : null;
            return (
              <Table.Tr key={item.rowId}>
                <Table.Td c="dimmed" style={{ verticalAlign: "top" }}>
                  {item.posNo ?? index + 1}
                </Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>
                  {item.title}
                  {details ? (
                    <Text fz="xs" c="dimmed" mt={2}>
                      {details}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
                  {formatMoney(item.totalPrice, currency, locale)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
