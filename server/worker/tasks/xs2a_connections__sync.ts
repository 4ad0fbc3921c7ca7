import type { Task } from "graphile-worker";
import type pg from "pg";
import { z } from "zod";
import type { Xs2aProvider } from "../../banking/xs2a/provider.ts";
import { syncXs2aConnection } from "../../banking/xs2a/sync.ts";
import type { Logger } from "../../logger.ts";

const Payload = z.object({ connectionRowId: z.uuid() });

/** Syncs one bank connection (server/banking/xs2a/sync.ts). Queued when a connection is added
 * or updated, its accounts linked, or the user asks for a sync; the job key
 * `xs2a_sync:<id>` merges requests that arrive while one waits. */
export const xs2a_connections__sync =
  (deps: { ownerPool: pg.Pool; logger: Logger; xs2aProvider?: Xs2aProvider | null }): Task =>
  async (payload) => {
    const parsed = Payload.safeParse(payload);
    if (!parsed.success) {
      deps.logger.error({ payload }, "xs2a_connections__sync: malformed payload, job dropped");
      return;
    }
    if (!deps.xs2aProvider) {
      deps.logger.warn({ connectionRowId: parsed.data.connectionRowId }, "bank access is switched off: sync skipped");
      return;
    }
    await syncXs2aConnection(
      { ownerPool: deps.ownerPool, provider: deps.xs2aProvider, logger: deps.logger },
      parsed.data.connectionRowId,
    );
  };
