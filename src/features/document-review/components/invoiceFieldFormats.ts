/** A code typed with spaces or in lower case (currency, BIC), as it is stored. */
export const upperCompact = (text: string) => text.replace(/\s+/g, "").toUpperCase();
