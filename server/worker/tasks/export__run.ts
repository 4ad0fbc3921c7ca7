import type { Task } from "graphile-worker";
import { z } from "zod";
import { runExport, type RunExportDeps } from "../../export/runExport.ts";

const Payload = z.object({ exportRowId: z.uuid() });

/** Writes a booking export's files (queued by app_public.create_export; server/export/runExport.ts).
 * A failed export is recorded as FAILED with a code and not retried; a worker that died
 * mid-way leaves it RUNNING and the retried job writes it again from the start. */
export const export__run =
  (deps: RunExportDeps): Task =>
  async (payload) => {
    const parsed = Payload.safeParse(payload);
    if (!parsed.success) {
      deps.logger.error({ payload }, "export__run: malformed payload, job dropped");
      return;
    }
    const outcome = await runExport(deps, parsed.data.exportRowId);
    deps.logger.info({ exportRowId: parsed.data.exportRowId, outcome }, "export run");
  };
