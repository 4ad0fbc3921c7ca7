// The JSON columns of a captured document, read defensively (they come from the capture
// pipeline, and a bad entry must not break the page).

export interface ComplianceFinding {
  rule: string;
  severity: "error" | "warning";
  field?: string;
  params: Record<string, string>;
}

export interface VatBreakdownLine {
  categoryCode?: string;
  ratePercent: string;
  taxableAmount: string;
  taxAmount: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;

export function parseComplianceFindings(value: unknown): ComplianceFinding[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): ComplianceFinding[] => {
    if (!isRecord(entry) || typeof entry.rule !== "string") return [];
    const params = isRecord(entry.params)
      ? Object.fromEntries(
          Object.entries(entry.params).flatMap(([key, param]) => {
            const value = text(param);
            return value === undefined ? [] : [[key, value]];
          }),
        )
      : {};
    return [
      {
        rule: entry.rule,
        severity: entry.severity === "error" ? "error" : "warning",
        field: text(entry.field),
        params,
      },
    ];
  });
}

export function parseVatBreakdown(value: unknown): VatBreakdownLine[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): VatBreakdownLine[] => {
    if (!isRecord(entry)) return [];
    const ratePercent = text(entry.ratePercent);
    const taxableAmount = text(entry.taxableAmount);
    const taxAmount = text(entry.taxAmount);
    if (ratePercent === undefined || taxableAmount === undefined || taxAmount === undefined) return [];
    return [{ categoryCode: text(entry.categoryCode), ratePercent, taxableAmount, taxAmount }];
  });
}
