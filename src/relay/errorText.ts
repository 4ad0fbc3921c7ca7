// The one translator from an error to a sentence a person can act on. Every failure the SPA
// shows goes through here: a GraphQL refusal (GraphQLRequestError), a REST error body
// (`{ code, message?, params? }`), a network failure. The order is always the same:
//   1. the feature's own text for the code (`<feature>.<CODE>`, e.g. `settingsUser.errors.WRONG_PASSWORD`),
//   2. a sentence our own database functions wrote for people (REFUSED) or the refused
//      constraint's message (`constraints.<name>`),
//   3. the common text for the code (`error.codes.<CODE>`, with the error's parameters),
//   4. the feature's generic text, else the common generic one (`error.codes.UNKNOWN`).
// A raw code is never shown.
import i18next, { type TFunction } from "i18next";
import { hasTextKey } from "../i18n/i18n.ts";
import { isGraphQLRequestError } from "./GraphQLRequestError.ts";

/** Whether `error.codes` (common.json, loaded before the app renders) has a sentence for the
 * code in the current language or the fallback: the server's REST codes (server/api/errors.ts),
 * the GraphQL error mapping's codes and the client's own (NETWORK_ERROR, HTTP_ERROR). The
 * parity test keeps both languages complete, and src/shell/errorMessage.test.ts checks every
 * code the server defines. Read from the loaded texts, so the first screen bundles no JSON. */
const isTranslatedCode = (code: unknown): code is string =>
  isCodeLike(code) &&
  code !== "UNKNOWN" &&
  // A sentence with a count is worded per plural form (EXPORT_DOCUMENTS_INCOMPLETE_one, …_other).
  (i18next.exists(`error.codes.${code}`) || i18next.exists(`error.codes.${code}`, { count: 2 }));

/** Error codes are UPPER_SNAKE_CASE; a feature's other keys (titles, hints) never match one. */
const isCodeLike = (code: unknown): code is string => typeof code === "string" && /^[A-Z][A-Z0-9_]*$/.test(code);

/** Where a feature keeps its texts for codes, consulted before the common ones. */
export interface ErrorTextContext {
  /** Key groups with a text per code, first match wins: "settingsUser.errors". */
  feature?: string | readonly string[];
  /** The feature's own generic text (a full key), used instead of `error.codes.UNKNOWN`. */
  fallback?: string;
  /** Values for the sentence ({{maxMegabytes}}, …) when the error carries none of its own. */
  params?: Record<string, unknown>;
}

const groupsOf = (feature: ErrorTextContext["feature"]): readonly string[] =>
  feature === undefined ? [] : typeof feature === "string" ? [feature] : feature;

/** The feature's key for a code, when the feature has a text for it. */
export function featureKeyOf(code: unknown, feature: ErrorTextContext["feature"]): string | null {
  if (!isCodeLike(code)) return null;
  const group = groupsOf(feature).find((candidate) => hasTextKey(candidate, code));
  return group ? `${group}.${code}` : null;
}

/**
 * The translation key for a code: the feature's text, else the common one, else the
 * feature's generic text, else the common generic one. For forms that keep a key and
 * translate it when they render.
 */
export function errorCodeKey(code: unknown, context: ErrorTextContext = {}): string {
  const featureKey = featureKeyOf(code, context.feature);
  if (featureKey) return featureKey;
  if (isTranslatedCode(code)) return `error.codes.${code}`;
  return context.fallback ?? "error.codes.UNKNOWN";
}

/** The values a coded error carries for its sentence (a limit, seconds to wait, …); later
 * sources win. */
function paramsOf(...sources: (Record<string, unknown> | undefined)[]): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source ?? {})) {
      if (key !== "code" && (typeof value === "number" || typeof value === "string")) params[key] = value;
    }
  }
  return params;
}

const translate = (t: TFunction, key: string, params?: Record<string, string | number>) =>
  (t as unknown as (key: string, params?: Record<string, string | number>) => string)(key, params);

/** The sentence for a code (from a REST body, a file's processing error, a form), in the
 * fallback order above. */
export function codeText(code: unknown, t: TFunction, context: ErrorTextContext = {}): string {
  return translate(t, errorCodeKey(code, context), paramsOf(context.params));
}

/** The sentence for a code the server (REST or GraphQL) sent, with its parameters. */
export function codeMessageOf(code: unknown, t: TFunction, params?: Record<string, unknown>): string {
  return codeText(code, t, { params });
}

/** A REST error body or a client-side coded error: `{ code, params? }`. */
interface CodedObject {
  code: string;
  params?: Record<string, unknown>;
}

const isCodedObject = (error: unknown): error is CodedObject =>
  typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "string";

/** A fetch that never reached the server rejects with a TypeError: "Failed to fetch"
 * (Chromium), "NetworkError when attempting to fetch resource." (Firefox), "Load failed"
 * (Safari). Other TypeErrors are defects, not the network's fault. */
const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TypeError && /failed to fetch|networkerror|load failed/i.test(error.message);

/** The code of any error the SPA meets: a GraphQL refusal's, a REST body's, NETWORK_ERROR for
 * a request that never arrived; null when it has none. */
export function errorCodeOf(error: unknown): string | null {
  if (isGraphQLRequestError(error)) return error.code ?? null;
  if (isCodedObject(error)) return error.code;
  if (isNetworkFailure(error)) return "NETWORK_ERROR";
  return null;
}

/**
 * The message of a refused constraint (check, unique, not-null, foreign key) by its name, as
 * the server names it in `extensions.constraint`: every constraint of the database has one in
 * `constraints.*` (a test enumerates them). Null when the error names none or an unknown one.
 */
export function constraintMessageOf(error: unknown, t: TFunction): string | null {
  if (!isGraphQLRequestError(error)) return null;
  const constraint = error.errors[0]?.extensions?.constraint;
  if (typeof constraint !== "string" || !/^[a-z0-9_]+$/.test(constraint)) return null;
  const key = `constraints.${constraint}`;
  return i18next.exists(key) ? translate(t, key) : null;
}

/**
 * A sentence a person can act on for any error, in the fallback order at the top of this
 * file. REFUSED carries a message our own database functions wrote for people; the technical
 * message is for the details line (errorDetailOf), never the headline.
 */
export function translateError(error: unknown, t: TFunction, context: ErrorTextContext = {}): string {
  const code = errorCodeOf(error);
  const featureKey = featureKeyOf(code, context.feature);
  if (isGraphQLRequestError(error)) {
    const params = paramsOf(context.params, error.errors[0]?.extensions);
    if (featureKey) return translate(t, featureKey, params);
    if (error.code === "REFUSED" && error.message) return error.message;
    const constraint = constraintMessageOf(error, t);
    if (constraint) return constraint;
    return codeText(code, t, { fallback: context.fallback, params });
  }
  const params = paramsOf(context.params, isCodedObject(error) ? error.params : undefined);
  return codeText(code, t, { ...context, params });
}

/** A sentence a person can act on, by the common texts only (no feature's own). */
export function errorMessageOf(error: unknown, t: TFunction): string {
  return translateError(error, t);
}

/** The technical detail worth showing small (for a support request), if any. */
export function errorDetailOf(error: unknown): string | undefined {
  if (isGraphQLRequestError(error) && error.code === "REFUSED") return undefined;
  // The constraint's own message says it all; its raw text would only repeat it technically.
  if (isGraphQLRequestError(error) && typeof error.errors[0]?.extensions?.constraint === "string") return undefined;
  return error instanceof Error && error.message ? error.message : undefined;
}
