/** A base32 secret in groups of four, as people type it into an authenticator app. */
export function formatTotpSecret(secret: string): string {
  return (secret.replace(/\s/g, "").match(/.{1,4}/g) ?? []).join(" ");
}
