import { Group, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { VatBreakdownLine } from "../lib/captureJson.ts";
import { formatMoney, formatPercent } from "../../../lib/format.ts";
import { type FieldSource, FieldSourceMarker } from "./FieldSourceMarker.tsx";

export interface VatBreakdownTableProps {
  lines: readonly VatBreakdownLine[];
  currency: string;
  source?: FieldSource;
}

/** VAT per rate: rate, taxable amount, tax. */
export function VatBreakdownTable({ lines, currency, source }: VatBreakdownTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fz="sm" fw={600}>
          {t("review.vatBreakdown.title")}
        </Text>
        <FieldSourceMarker state={source} />
      </Group>
      <Table withTableBorder fz="sm" verticalSpacing={6} style={{ fontVariantNumeric: "tabular-nums" }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("review.vatBreakdown.rate")}</Table.Th>
            <Table.Th ta="right">{t("review.vatBreakdown.taxable")}</Table.Th>
            <Table.Th ta="right">{t("review.vatBreakdown.tax")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={`${line.ratePercent}-${line.categoryCode ?? ""}-${index}`}>
              <Table.Td>
                {formatPercent(line.ratePercent, locale)}
                {line.categoryCode && line.categoryCode !== "S" ? (
                  <Text span c="dimmed" fz="xs">
                    {` (${line.categoryCode})`}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(line.taxableAmount, currency, locale)}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.taxAmount, currency, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
