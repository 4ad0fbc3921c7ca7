import { z } from "zod";
import { CSRF_HEADERS } from "../../../lib/csrf.ts";
import { INTEGRATION_PATHS, type IntegrationProvider } from "../../../lib/integrations/integrationConfigSchema.ts";

// The integrations' REST calls (server/api/integrations.ts): saving a config (the key is
// sealed on the server and never comes back) and testing a connection. Answers are checked
// with zod; errors come as `{ error: { code } }` and are translated by code.

export type IntegrationApiResult<T> = { ok: true; data: T } | { ok: false; code: string };

const errorSchema = z.object({ error: z.object({ code: z.string().min(1) }) });
const savedSchema = z.object({ rowId: z.string().min(1) });
const testSchema = z.union([
  z.object({ ok: z.literal(true), accountName: z.string(), sandbox: z.boolean() }),
  z.object({ ok: z.literal(false), code: z.string().min(1), sandbox: z.boolean() }),
]);
export type ConnectionTestAnswer = z.infer<typeof testSchema>;

async function post<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  language: string,
  fetchImpl: typeof fetch = fetch,
): Promise<IntegrationApiResult<z.output<S>>> {
  let response: Response;
  try {
    response = await fetchImpl(`/api/integrations/${path}`, {
      method: "POST",
      credentials: "same-origin",
      cache: "no-store",
      headers: {
        Accept: "application/json",
        "Accept-Language": language,
        "Content-Type": "application/json",
        ...CSRF_HEADERS,
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, code: "NETWORK_ERROR" };
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorSchema.safeParse(json);
    return { ok: false, code: parsed.success ? parsed.data.error.code : "UNKNOWN" };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, code: "MALFORMED_RESPONSE" };
}

export const saveIntegrationConfig = (
  clientCompanyRowId: string,
  provider: IntegrationProvider,
  payload: unknown,
  language: string,
  fetchImpl?: typeof fetch,
) => post(`${clientCompanyRowId}/${INTEGRATION_PATHS[provider]}/config`, payload, savedSchema, language, fetchImpl);

export const testIntegrationConnection = (
  clientCompanyRowId: string,
  provider: IntegrationProvider,
  payload: { apiKey?: string; account?: string },
  language: string,
  fetchImpl?: typeof fetch,
) => post(`${clientCompanyRowId}/${INTEGRATION_PATHS[provider]}/test`, payload, testSchema, language, fetchImpl);
