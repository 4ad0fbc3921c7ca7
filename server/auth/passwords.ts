import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's second recommended setting (19 MiB, 2 passes, 1 lane). */
// algorithm 2 = Argon2id (the package's const enum cannot be imported under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Upper bound on what we hash: argon2 accepts more, but a megabyte password is an attack. */
export const MAX_PASSWORD_LENGTH = 1024;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** False for a wrong password and for a malformed hash, never an exception. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of one verification, so an unknown e-mail address is not faster to
 * refuse than a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password");
  await verifyPassword(await dummyHash, password.slice(0, MAX_PASSWORD_LENGTH));
}
