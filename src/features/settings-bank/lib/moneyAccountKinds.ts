// The three kinds of money account the bank settings manage. In the database they are rows of
// one table (app_public.money_accounts) told apart by `type`; the settings give each its own
// pages (spec part 2, settings → bank: accounts, credit-cards, cash-books).

export const MONEY_ACCOUNT_KINDS = ["bank", "creditCard", "cash"] as const;
export type MoneyAccountKind = (typeof MONEY_ACCOUNT_KINDS)[number];

export type MoneyAccountType = "BANK" | "CREDIT_CARD" | "CASH";

const TYPE_OF_KIND: Record<MoneyAccountKind, MoneyAccountType> = {
  bank: "BANK",
  creditCard: "CREDIT_CARD",
  cash: "CASH",
};

/** The URL segment of a kind's pages under /settings/bank/{clientCompanyRowId}/. */
export const SEGMENT_OF_KIND = {
  bank: "accounts",
  creditCard: "credit-cards",
  cash: "cash-books",
} as const satisfies Record<MoneyAccountKind, string>;

export function moneyAccountTypeOf(kind: MoneyAccountKind): MoneyAccountType {
  return TYPE_OF_KIND[kind];
}

/** The kind of a stored account; null for a type this client does not know yet. */
export function moneyAccountKindOf(type: string): MoneyAccountKind | null {
  return MONEY_ACCOUNT_KINDS.find((kind) => TYPE_OF_KIND[kind] === type) ?? null;
}

/** Paths of a kind's pages (for hrefs and redirects; typed links use the route paths). */
export function moneyAccountPaths(kind: MoneyAccountKind, clientCompanyRowId: string) {
  const list = `/settings/bank/${clientCompanyRowId}/${SEGMENT_OF_KIND[kind]}`;
  return {
    list,
    create: `${list}/create`,
    detail: (rowId: string) => `${list}/${rowId}`,
  };
}

/** Paths of the money category pages. */
export function moneyCategoryPaths(clientCompanyRowId: string) {
  const list = `/settings/bank/${clientCompanyRowId}/categories`;
  return { list, create: `${list}/create`, detail: (rowId: string) => `${list}/${rowId}` };
}

/** The URL of a settings page in the given company (every page carries it, spec §2.2). */
export function withCompanySearch(path: string, clientCompanyRowId: string, extra: Record<string, string> = {}) {
  return `${path}?${new URLSearchParams({ clientCompanyRowId, ...extra })}`;
}
