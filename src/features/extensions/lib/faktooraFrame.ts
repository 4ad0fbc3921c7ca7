/** How /faktoora frames the invoice-financing tool (FAKTOORA_URL, else our sandbox page). */

export interface FaktooraFrameInput {
  /** The tool's address from GET /api/faktoora/config: absolute, or a path on our origin. */
  toolUrl: string;
  /** The app's origin (window.location.origin). */
  pageOrigin: string;
  clientCompanyRowId: string;
  companyName: string;
  language: string;
  /** The user's token (ClientCompany.currentUserFaktooraConfig.token), if any. */
  token: string | null | undefined;
}

/**
 * The frame's address: the company and language in the query, the token in the fragment.
 * Browsers never send a fragment to a server, so the token stays out of access logs, proxies
 * and Referer headers; the tool reads it in the page (our sandbox does, then drops it from
 * its address). Null when the address is unusable (the page then refuses to frame it).
 */
export function faktooraFrameUrl(input: FaktooraFrameInput): URL | null {
  let url: URL;
  try {
    url = new URL(input.toolUrl, input.pageOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  url.searchParams.set("clientCompanyRowId", input.clientCompanyRowId);
  url.searchParams.set("company", input.companyName);
  url.searchParams.set("lang", input.language.startsWith("en") ? "en" : "de");
  url.hash = input.token ? new URLSearchParams({ token: input.token }).toString() : "";
  return url;
}

const SANDBOX_BASE = ["allow-scripts", "allow-forms", "allow-popups", "allow-popups-to-escape-sandbox"];

/**
 * The frame's sandbox: scripts, forms and pop-ups (the tool opens its documents), and its own
 * origin only for a tool on another origin (its sign-in and storage need it). A page of our own
 * origin runs in an opaque origin: with both allow-scripts and allow-same-origin it could reach
 * into the app and lift its own sandbox.
 */
export function faktooraFrameSandbox(frameUrl: URL, pageOrigin: string): string {
  return [...SANDBOX_BASE, ...(frameUrl.origin === pageOrigin ? [] : ["allow-same-origin"])].join(" ");
}
