// A refused save, read from the server's coded GraphQL error (server/graphql/errors.ts): the
// code, the refused constraint and the form field it is about. Triggers name the field
// (`extensions.field`, e.g. INVALID_IBAN → iban); unique and check constraints name their
// constraint instead, which a form maps to its field.
import { isGraphQLRequestError } from "./GraphQLRequestError.ts";

export interface ServerRefusal {
  code: string;
  /** The refused constraint's name, when the database named one (its message is in `constraints.*`). */
  constraint?: string | null;
  /** The form field the refusal is about, if the form has it; else the whole form's. */
  field: string | null;
}

/** Constraint name → the form field it guards. */
export type FieldOfConstraint = Readonly<Record<string, string>>;

export function serverRefusalOf(
  error: unknown,
  formFields: ReadonlySet<string>,
  fieldOfConstraint: FieldOfConstraint = {},
): ServerRefusal {
  if (!isGraphQLRequestError(error)) return { code: "UNKNOWN", field: null };
  const extensions = error.errors[0]?.extensions ?? {};
  const code = error.code ?? "UNKNOWN";
  const named = typeof extensions.field === "string" ? extensions.field : null;
  const constraint = typeof extensions.constraint === "string" ? extensions.constraint : null;
  const field = named ?? (constraint ? (fieldOfConstraint[constraint] ?? null) : null);
  return { code, field: field && formFields.has(field) ? field : null, ...(constraint ? { constraint } : {}) };
}
