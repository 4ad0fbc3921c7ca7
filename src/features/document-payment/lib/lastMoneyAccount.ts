// The bank account last paid from, per client company, so the next payment starts with it.

const keyOf = (clientCompanyRowId: string) => `belegwerk.payment.moneyAccount.${clientCompanyRowId}`;

export function readLastMoneyAccount(clientCompanyRowId: string): string | null {
  try {
    return window.localStorage.getItem(keyOf(clientCompanyRowId));
  } catch {
    return null; // storage disabled (private mode, policies)
  }
}

export function writeLastMoneyAccount(clientCompanyRowId: string, moneyAccountRowId: string) {
  try {
    window.localStorage.setItem(keyOf(clientCompanyRowId), moneyAccountRowId);
  } catch {
    // not remembered: the choice is asked again next time
  }
}

/** The account to start with: the remembered one if it is still offered, else the only one. */
export function initialMoneyAccount(clientCompanyRowId: string, offered: readonly { rowId: string }[]): string | null {
  const remembered = readLastMoneyAccount(clientCompanyRowId);
  if (remembered && offered.some((account) => account.rowId === remembered)) return remembered;
  return offered.length === 1 ? offered[0]!.rowId : null;
}
