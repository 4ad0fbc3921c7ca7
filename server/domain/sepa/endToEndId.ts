/**
 * End-to-end ids the app can find again in bank statements.
 *
 * A SEPA end-to-end id (≤ 35 characters) travels unchanged from the payer's file through both
 * banks and comes back in the account statement (camt.053 `EndToEndId`, MT940 `EREF+`). The
 * app writes the uuid of the document or payment into it: a short prefix plus the uuid's 32 hex
 * digits without dashes, upper case ("BW" + 32 → 34 characters). Upper case because some bank
 * systems upper-case references anyway; only [A-Z0-9], so no bank rewrites a character.
 *
 * The bank-statement matching engine relies on this format: it reads the uuid back with
 * `uuidFromEndToEndId` (case-insensitive, ignoring whitespace, as MT940 may wrap long fields).
 * Changing the format means changing the matcher and keeping the old parse for old payments.
 */
import { SepaError } from "./errors.ts";

/** The app's default prefix ("BW" for Belegwerk). */
export const DEFAULT_END_TO_END_PREFIX = "BW";

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const PREFIX = /^[A-Z][A-Z0-9]{0,2}$/;

function checkPrefix(prefix: string): string {
  const upper = prefix.toUpperCase();
  if (!PREFIX.test(upper)) {
    throw new SepaError("INVALID_REFERENCE", "prefix: 1–3 letters/digits, starting with a letter", {
      field: "prefix",
    });
  }
  return upper;
}

/**
 * `prefix` (1–3 characters, letter first, upper-cased) + the uuid's 32 hex digits in upper
 * case: makeEndToEndId("BW", "0f8fad5b-d9cb-469f-a165-70867728950e") →
 * "BW0F8FAD5BD9CB469FA16570867728950E" (34 characters, at most 35).
 */
export function makeEndToEndId(prefix: string, uuid: string): string {
  const upperPrefix = checkPrefix(prefix);
  if (!UUID.test(uuid)) throw new SepaError("INVALID_REFERENCE", "uuid: not a uuid", { field: "uuid" });
  return upperPrefix + uuid.replace(/-/g, "").toUpperCase();
}

/**
 * The uuid (lower case, with dashes) inside an end-to-end id made by `makeEndToEndId` with this
 * prefix, or null for any other id. Whitespace and case are ignored.
 */
export function uuidFromEndToEndId(endToEndId: string, prefix: string = DEFAULT_END_TO_END_PREFIX): string | null {
  const upperPrefix = checkPrefix(prefix);
  const compact = endToEndId.replace(/\s+/g, "").toUpperCase();
  if (!compact.startsWith(upperPrefix)) return null;
  const hex = compact.slice(upperPrefix.length);
  if (!/^[0-9A-F]{32}$/.test(hex)) return null;
  const h = hex.toLowerCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
