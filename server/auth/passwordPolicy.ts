import { MAX_PASSWORD_LENGTH } from "./passwords.ts";

/** The same minimum as `npm run user:password`. */
export const MIN_PASSWORD_LENGTH = 10;

export type PasswordProblem = "TOO_SHORT" | "TOO_LONG" | "EQUALS_EMAIL" | "MISMATCH";

/** Every rule a new password breaks (empty: acceptable). Length counts characters, not
 * UTF-16 units, so an emoji is one character as people count. */
export function passwordProblems(password: string, repeated: string, email: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) problems.push("TOO_SHORT");
  if (password.length > MAX_PASSWORD_LENGTH) problems.push("TOO_LONG");
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) problems.push("EQUALS_EMAIL");
  if (password !== repeated) problems.push("MISMATCH");
  return problems;
}
