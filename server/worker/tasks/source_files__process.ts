import type { Task } from "graphile-worker";
import { z } from "zod";
import { type CaptureDeps, processSourceFile } from "../../capture/processSourceFile.ts";

const Payload = z.object({ id: z.uuid() });

/** Processes one uploaded file into a document (server/capture). Idempotent and retried. */
export const source_files__process =
  (deps: CaptureDeps): Task =>
  async (payload) => {
    const parsed = Payload.safeParse(payload);
    if (!parsed.success) {
      deps.logger.error({ payload }, "source_files__process: malformed payload, job dropped");
      return;
    }
    await processSourceFile(deps, parsed.data.id);
  };

/**
 * Queues files that wait without a job: uploads made while no worker ran, and files whose
 * processing was cut off (the process ended mid-way). Runs at start and every 10 minutes.
 */
export const source_files__sweep: Task = async (_payload, helpers) => {
  const { rows } = await helpers.query<{ id: string; client_company_id: string; kind: string }>(
    `select f.id, f.client_company_id, f.kind from app_public.source_files f
      where (f.status = 'QUEUED' or (f.status = 'PROCESSING' and f.updated_at < now() - interval '15 minutes'))
        and not exists (select 1 from graphile_worker.jobs j where j.key = 'source_file:' || f.id::text)
      limit 1000`,
  );
  for (const { id, client_company_id, kind } of rows) {
    // As app_private.enqueue_source_file: one queue per company, e-invoice XML first.
    await helpers.addJob(
      "source_files__process",
      { id },
      {
        jobKey: `source_file:${id}`,
        maxAttempts: 5,
        queueName: `source_files:${client_company_id}`,
        priority: kind === "XML" ? -10 : 0,
      },
    );
  }
  if (rows.length) helpers.logger.info(`queued ${rows.length} waiting source files`);
};
