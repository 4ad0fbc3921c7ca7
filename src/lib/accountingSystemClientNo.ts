// The client number of a client company in its accounting system (spec part 2 §3
// ClientCompany.accountingSystemClientNo): one value, edited by the super admin's client-company
// form and by the accounting settings of the exports page, read by the DATEV export. The rule is
// the database's (client_companies_accounting_system_client_no_datev / _length); the messages
// are the constraints' own texts, so a form says the same as a refusal of the server.

/** At most this many characters (accounting systems other than DATEV). */
export const CLIENT_NO_MAX_LENGTH = 30;

/** DATEV Mandantennummer: a number 1–99999, digits only, no leading zero. */
const DATEV_CLIENT_NO = /^[1-9]\d{0,4}$/;

export const CLIENT_NO_DATEV_MESSAGE = "constraints.client_companies_accounting_system_client_no_datev";
export const CLIENT_NO_LENGTH_MESSAGE = "constraints.client_companies_accounting_system_client_no_length";

/** The translation key of what is wrong with the (trimmed) client number for this system, or null. */
export function accountingSystemClientNoProblem(
  accountingSystem: string | null | undefined,
  clientNo: string,
): string | null {
  const value = clientNo.trim();
  if (value === "") return null;
  if (accountingSystem === "DATEV") return DATEV_CLIENT_NO.test(value) ? null : CLIENT_NO_DATEV_MESSAGE;
  return value.length > CLIENT_NO_MAX_LENGTH ? CLIENT_NO_LENGTH_MESSAGE : null;
}
