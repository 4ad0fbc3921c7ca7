/** The address a public link's token opens (the external view, server/auth share sessions). */
export function publicLinkUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}/share/${encodeURIComponent(token)}`;
}
