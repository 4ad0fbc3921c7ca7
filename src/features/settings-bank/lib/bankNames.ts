/** Bank names by BIC from the banks reference table: the brand name people know, else the
 * legal name. */
export function bankNamesOf(
  banks: readonly { bic: string; legalName: string; brandName: string | null | undefined }[] | null | undefined,
): ReadonlyMap<string, string> {
  return new Map((banks ?? []).map((bank) => [bank.bic, bank.brandName || bank.legalName]));
}

/** The bank of a BIC, also when the BIC is given with or without the branch code "XXX". */
export function bankNameOf(bankNames: ReadonlyMap<string, string>, bic: string | null | undefined): string | null {
  if (!bic) return null;
  const compact = bic.replace(/\s+/g, "").toUpperCase();
  return bankNames.get(compact) ?? bankNames.get(compact.length === 8 ? `${compact}XXX` : compact.slice(0, 8)) ?? null;
}
