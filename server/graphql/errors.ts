import { GraphQLError } from "graphql";
import { isSafeError } from "postgraphile/grafast";
import type { Logger } from "../logger.ts";

interface PgLikeError {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  detail?: string;
  hint?: string;
}

/**
 * The constraint a violation names: its own name, or for a not-null violation (which names
 * only table and column) the name PostgreSQL gives such constraints, `<table>_<column>_not_null`.
 * The SPA translates refusals by this name (`constraints.*`).
 */
export function violatedConstraintOf(error: PgLikeError): string | undefined {
  if (error.constraint) return error.constraint;
  if (error.code === "23502" && error.table && error.column) return `${error.table}_${error.column}_not_null`;
  return undefined;
}

/** PostgreSQL error codes that a person can act on, mapped to a stable code and a plain
 * message. The SPA translates by code; the message is the English fallback. */
const PG_ERRORS: Record<string, { code: string; message: string }> = {
  "42501": { code: "FORBIDDEN", message: "You are not allowed to do this." },
  "23505": { code: "ALREADY_EXISTS", message: "This entry already exists." },
  "23503": { code: "REFERENCE_NOT_FOUND", message: "A referenced entry does not exist or is not visible to you." },
  "23502": { code: "VALUE_REQUIRED", message: "A required value is missing." },
  "23514": { code: "INVALID_VALUE", message: "A value is not valid." },
  "22P02": { code: "INVALID_FORMAT", message: "A value has the wrong format." },
  "22001": { code: "VALUE_TOO_LONG", message: "A value is too long." },
  "22007": { code: "INVALID_FORMAT", message: "A date or time has the wrong format." },
  "22008": { code: "INVALID_FORMAT", message: "A date or time is out of range." },
  "22003": { code: "INVALID_VALUE", message: "A number is out of range." },
  // Raised on purpose by our SQL functions: their message is meant for people.
  P0001: { code: "REFUSED", message: "" },
  P0002: { code: "NOT_FOUND", message: "" },
  "22023": { code: "INVALID_VALUE", message: "" },
};

function isPgError(e: unknown): e is PgLikeError & Error {
  return (
    e instanceof Error && typeof (e as PgLikeError).code === "string" && /^[0-9A-Z]{5}$/.test((e as PgLikeError).code!)
  );
}

/**
 * Yoga's error mask. Grafast and GraphQL errors (validation, SafeError) pass as they are;
 * database errors become clear, coded messages; anything else is "Unexpected error." and
 * logged, so no SQL, stack or internal detail reaches the client.
 */
export function makeMaskError(logger: Logger) {
  return (error: unknown, message: string): Error => {
    const gqlError = error instanceof GraphQLError ? error : null;
    const original = gqlError ? gqlError.originalError : error;
    if (gqlError && (!original || original === gqlError)) return gqlError;
    if (isPgError(original)) {
      const mapped = PG_ERRORS[original.code!];
      if (mapped) {
        // Our SQL functions may raise a spec code as the message (e.g.
        // YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST): keep it as the code the
        // UI translates, with the plain message beside it.
        const specCode = /^[A-Z][A-Z0-9_]{2,}$/.test(original.message) ? original.message : null;
        return new GraphQLError(mapped.message || original.message, {
          nodes: gqlError?.nodes,
          path: gqlError?.path,
          extensions: {
            code: specCode ?? mapped.code,
            ...(violatedConstraintOf(original) ? { constraint: violatedConstraintOf(original) } : {}),
            // Our functions name the input a refusal is about (`raise … using column =
            // 'invoiceDate'`, in the API's spelling) so the form can show it there; `detail`
            // then holds the 1-based position in a list input (e.g. the invoice item).
            ...(specCode && original.column ? { field: original.column } : {}),
            ...(specCode && original.column && original.detail && /^[0-9]{1,5}$/.test(original.detail)
              ? { position: Number(original.detail) }
              : {}),
            // A count the sentence names (`raise … using hint = '3'`: "3 documents are incomplete").
            ...(specCode && original.hint && /^[0-9]{1,9}$/.test(original.hint)
              ? { count: Number(original.hint) }
              : {}),
          },
        });
      }
    }
    if (original instanceof Error && isSafeError(original)) {
      return new GraphQLError(original.message, {
        nodes: gqlError?.nodes,
        path: gqlError?.path,
        extensions: { code: "REFUSED", ...original.extensions },
      });
    }
    if (gqlError && original instanceof GraphQLError) return original;
    logger.error(
      { err: original instanceof Error ? { message: original.message, stack: original.stack } : String(original) },
      "unexpected GraphQL error",
    );
    return new GraphQLError(message, {
      nodes: gqlError?.nodes,
      path: gqlError?.path,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
  };
}
