import { CSRF_HEADERS } from "../../../lib/csrf.ts";

/** GET /api/faktoora/config: where /faktoora frames the tool (FAKTOORA_URL or our sandbox page). */
export async function fetchFaktooraToolUrl(): Promise<string> {
  const res = await fetch("/api/faktoora/config", { headers: { Accept: "application/json", ...CSRF_HEADERS } });
  if (!res.ok) throw new Error(`faktoora config answered ${res.status}`);
  const body = (await res.json()) as { url?: unknown };
  if (typeof body.url !== "string" || !body.url) throw new Error("faktoora config without url");
  return body.url;
}
