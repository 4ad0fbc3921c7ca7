/** A file size for people: "820 kB", "1,4 MB" (German) with Intl's units. */
export function formatFileSize(bytes: number | string, locale: string): string {
  const value = typeof bytes === "string" ? Number(bytes) : bytes;
  if (!Number.isFinite(value) || value < 0) return "";
  if (value < 1000) return new Intl.NumberFormat(locale, { style: "unit", unit: "byte" }).format(value);
  if (value < 1000 * 1000) {
    return new Intl.NumberFormat(locale, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(
      value / 1000,
    );
  }
  return new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(
    value / (1000 * 1000),
  );
}
