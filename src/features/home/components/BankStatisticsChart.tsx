import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format.ts";
import { intlLocale } from "../../../lib/intlLocale.ts";
import type { BucketSize, ChartBucket } from "../lib/dashboard.ts";

// Loaded on demand by the dashboard (recharts is most of this chunk): the figures do not wait
// for it.

export interface BankStatisticsChartProps {
  buckets: readonly ChartBucket[];
  size: BucketSize;
  language: string;
  height: number;
}

/** Incoming and outgoing money per day or month, side by side. */
export default function BankStatisticsChart({ buckets, size, language, height }: BankStatisticsChartProps) {
  const { t } = useTranslation();
  const locale = intlLocale(language);
  const label = new Intl.DateTimeFormat(
    locale,
    size === "DAY"
      ? { day: "2-digit", month: "2-digit", timeZone: "UTC" }
      : { month: "short", year: "2-digit", timeZone: "UTC" },
  );
  const compact = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
  const data = buckets.map((b) => ({
    label: label.format(new Date(`${b.key}T00:00:00Z`)),
    incoming: b.incoming,
    outgoing: b.outgoing,
  }));
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      series={[
        { name: "incoming", label: t("dashboard.bank.incoming"), color: "teal.6" },
        { name: "outgoing", label: t("dashboard.bank.outgoing"), color: "red.6" },
      ]}
      withLegend
      legendProps={{ verticalAlign: "top", height: 28 }}
      tickLine="none"
      gridAxis="y"
      valueFormatter={(value) => formatMoney(value.toFixed(2), "EUR", language)}
      yAxisProps={{ tickFormatter: (value: number) => compact.format(value), width: 56 }}
      barProps={{ radius: 2 }}
      aria-label={t("dashboard.bank.chartLabel")}
    />
  );
}
