import { z } from "zod";
import { type AccountLink, accountLinkSchema } from "../lib/xs2aApi.ts";

/** Spec §5: the account link form of one bank connection — per account the client company
 * it is linked to (null: inactive). At most 100 accounts are saved at once (the server's
 * limit). */
export const bankAccountLinksFormSchema = z.object({
  accounts: z.array(accountLinkSchema).max(100, { message: "TOO_MANY_ACCOUNTS" }),
});
export type BankAccountLinksFormValues = z.infer<typeof bankAccountLinksFormSchema>;

/** The accounts whose company differs from the saved one — the only ones Save sends, each
 * with exactly its id and target company (null unlinks). */
export function changedAccountLinks(
  saved: BankAccountLinksFormValues,
  values: BankAccountLinksFormValues,
): AccountLink[] {
  const before = new Map(saved.accounts.map((account) => [account.id, account.clientCompanyId]));
  return values.accounts
    .filter((account) => before.has(account.id) && before.get(account.id) !== account.clientCompanyId)
    .map(({ id, clientCompanyId }) => ({ id, clientCompanyId }));
}
