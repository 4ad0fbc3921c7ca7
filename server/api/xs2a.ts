import { Hono, type Context } from "hono";
import { redactUrl } from "../lib/redactUrl.ts";
import type pg from "pg";
import { z } from "zod";
import type { AppSession } from "../auth/sessions.ts";
import { MAX_EXECUTION_DAYS_AHEAD, startBankPayment } from "../banking/xs2a/bankPayment.ts";
import { deleteConnection, linkUnlinkAccounts, requestSync } from "../banking/xs2a/connections.ts";
import { Xs2aServiceError } from "../banking/xs2a/errors.ts";
import type { Xs2aProvider } from "../banking/xs2a/provider.ts";
import { abortWizard, finishWizard, issueSessionKey, startAddWizard } from "../banking/xs2a/wizard.ts";
import type { Logger } from "../logger.ts";
import { apiError, apiErrorBody, apiErrorStatus, preferredLanguage } from "./errors.ts";
import { addDays, formatDate, todayIsoDate } from "../../src/lib/calendarDate.ts";

export const InitBankSyncBody = z.object({ clientCompanyId: z.uuid().optional() });

export const LinkUnlinkBody = z.object({
  accounts: z
    .array(z.object({ id: z.uuid(), clientCompanyId: z.uuid().nullable() }))
    .min(1)
    .max(100),
});

export const BankPaymentBody = z.object({
  documentIds: z.array(z.uuid()).min(1).max(50),
  moneyAccountRowId: z.uuid(),
  executionDate: z.iso.date().optional(),
  confirmUnverifiedIban: z.boolean().optional(),
});

/** Paths that carry a widget key: the request log writes them without it. */
export function redactXs2aPath(path: string): string {
  return redactUrl(path);
}

/**
 * The bank connection calls of the spec (§7), under /api/xs2a, for the signed-in user:
 *
 * - `POST /init/bank-sync/` `{ clientCompanyId? }` → `{ sessionId }` (add a connection)
 * - `GET /wizard-session-key/:sessionId/` → `{ key, widgetUrl, mode }` (a new key each call)
 * - `POST /wizard-finish/:sessionId/` → `{ state: "FINISHED", connectionRowId }`
 * - `POST /wizard-abort/:sessionId/` → `{ state: "ABORTED" }`
 * - `POST /sync-connection/:connectionRowId/` → `{ sessionId }` (update needed) or `{ sessionId: null }`
 * - `DELETE /delete-connection/:connectionRowId/` → `{ deleted: true }`
 *
 * The spec's GET for wizard-finish, sync-connection and delete-connection (and POST for
 * delete-connection) remain as aliases; like every state-changing request they need the CSRF
 * header (server/http/requestGuard.ts), so a link or an image on another site cannot call them.
 * - `POST /link-unlink-accounts/` `{ accounts: [{ id, clientCompanyId | null }] }` →
 *   `{ accounts: [{ id, moneyAccountRowId | null }] }`
 * - `POST /init/bank-payment/` `{ documentIds, moneyAccountRowId, executionDate?, confirmUnverifiedIban? }`
 *   → `{ sessionId, bankPaymentRowIds }`
 *
 * Errors are `{ error: { code, message } }` (server/api/errors.ts). The provider's own routes
 * (the sandbox's widget and session calls) are mounted beside them. Nothing here logs a key,
 * a token or a provider secret.
 */
export function xs2aRoutes(deps: {
  ownerPool: pg.Pool;
  provider: Xs2aProvider | null;
  sessionOf: (cookieHeader: string | undefined) => Promise<AppSession | null>;
  logger: Logger;
  now?: () => Date;
}) {
  const app = new Hono({ strict: false });
  const now = deps.now ?? (() => new Date());
  const provider = deps.provider;
  if (provider?.routes) app.route(`/${provider.id.toLowerCase()}`, provider.routes);

  type Handler = (ctx: {
    c: Context;
    session: AppSession;
    services: { ownerPool: pg.Pool; provider: Xs2aProvider; logger: Logger };
  }) => Promise<unknown>;

  /** Session, provider and error handling shared by every call. */
  const handle = (work: Handler) => async (c: Context) => {
    const lang = c.req.header("accept-language");
    c.header("Cache-Control", "no-store");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    if (!provider) return apiError(c, "XS2A_DISABLED", lang);
    try {
      return c.json(await work({ c, session, services: { ownerPool: deps.ownerPool, provider, logger: deps.logger } }));
    } catch (error) {
      if (error instanceof Xs2aServiceError) {
        if (!error.extra) return apiError(c, error.code, lang, error.params);
        const body = apiErrorBody(error.code, preferredLanguage(lang), error.params);
        return c.json({ ...body, ...error.extra }, apiErrorStatus(error.code));
      }
      // Row-level security refused a write (e.g. the bank payments' insert policy).
      if ((error as { code?: string }).code === "42501") return apiError(c, "PAY_FORBIDDEN", lang);
      throw error;
    }
  };

  const uuidParam = (c: Context, name: string, notFound: "XS2A_SESSION_NOT_FOUND" | "BANK_CONNECTION_NOT_FOUND") => {
    const parsed = z.uuid().safeParse(c.req.param(name));
    if (!parsed.success) throw new Xs2aServiceError(notFound);
    return parsed.data;
  };
  const json = async <T>(c: Context, schema: z.ZodType<T>): Promise<T> => {
    const parsed = schema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new Xs2aServiceError("INVALID_REQUEST");
    return parsed.data;
  };

  app.post(
    "/init/bank-sync",
    handle(async ({ c, session, services }) => {
      const body = await json(c, InitBankSyncBody);
      return startAddWizard(services, session, body.clientCompanyId ?? null);
    }),
  );

  app.get(
    "/wizard-session-key/:sessionId",
    handle(({ c, session, services }) =>
      issueSessionKey(services, session, uuidParam(c, "sessionId", "XS2A_SESSION_NOT_FOUND")),
    ),
  );

  // The spec's GET routes that change state stay as aliases; app.ts lets them through only with
  // the CSRF header (server/http/requestGuard.ts). The app uses POST and DELETE.
  app.on(
    ["POST", "GET"],
    "/wizard-finish/:sessionId",
    handle(({ c, session, services }) =>
      finishWizard(services, session, uuidParam(c, "sessionId", "XS2A_SESSION_NOT_FOUND")),
    ),
  );

  app.post(
    "/wizard-abort/:sessionId",
    handle(({ c, session, services }) =>
      abortWizard(services, session, uuidParam(c, "sessionId", "XS2A_SESSION_NOT_FOUND")),
    ),
  );

  app.on(
    ["POST", "GET"],
    "/sync-connection/:connectionRowId",
    handle(({ c, session, services }) =>
      requestSync(services, session, uuidParam(c, "connectionRowId", "BANK_CONNECTION_NOT_FOUND")),
    ),
  );

  app.on(
    ["DELETE", "POST", "GET"],
    "/delete-connection/:connectionRowId",
    handle(({ c, session, services }) =>
      deleteConnection(services, session, uuidParam(c, "connectionRowId", "BANK_CONNECTION_NOT_FOUND")),
    ),
  );

  app.post(
    "/link-unlink-accounts",
    handle(async ({ c, session, services }) => {
      const body = await json(c, LinkUnlinkBody);
      return linkUnlinkAccounts(services, session, body.accounts);
    }),
  );

  app.post(
    "/init/bank-payment",
    handle(async ({ c, session, services }) => {
      const body = await json(c, BankPaymentBody);
      const today = todayIsoDate(now(), "Europe/Berlin");
      const latest = addDays(today, MAX_EXECUTION_DAYS_AHEAD);
      const executionDate = body.executionDate ?? today;
      if (executionDate < today || executionDate > latest) {
        throw new Xs2aServiceError("PAYMENT_EXECUTION_DATE_INVALID", {
          maxDate: formatDate(latest, preferredLanguage(c.req.header("accept-language"))),
        });
      }
      return startBankPayment(
        services,
        session,
        {
          documentIds: body.documentIds,
          moneyAccountRowId: body.moneyAccountRowId,
          executionDate,
          confirmUnverifiedIban: body.confirmUnverifiedIban ?? false,
        },
        today,
      );
    }),
  );

  return app;
}
