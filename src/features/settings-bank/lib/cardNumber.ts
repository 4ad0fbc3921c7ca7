/** A masked card number for display: groups of four, masking characters as "•"
 * ("xxxxxxxxxxxx1234" → "•••• •••• •••• 1234"); other text as given. */
export function formatMaskedCardNumber(number: string | null | undefined): string {
  if (!number) return "";
  const compact = number.replace(/[\s-]+/g, "");
  if (!/^[0-9*•xX]+$/.test(compact)) return number;
  return compact
    .replace(/[*xX]/g, "•")
    .replace(/(.{4})/g, "$1 ")
    .trim();
}
