export interface SessionCookieOptions {
  name: string;
  maxAgeDays: number;
  /** Secure attribute: set when the public address is https. */
  secure: boolean;
}

/** The Set-Cookie value of the session cookie: httpOnly, SameSite=Lax, whole site. */
export function sessionCookie(token: string, opts: SessionCookieOptions): string {
  const parts = [
    `${opts.name}=${encodeURIComponent(token)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${opts.maxAgeDays * 86_400}`,
  ];
  if (opts.secure) parts.push("Secure");
  return parts.join("; ");
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(opts: Omit<SessionCookieOptions, "maxAgeDays">): string {
  const parts = [`${opts.name}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"];
  if (opts.secure) parts.push("Secure");
  return parts.join("; ");
}
