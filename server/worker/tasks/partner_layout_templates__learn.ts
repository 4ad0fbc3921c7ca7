import type { Task } from "graphile-worker";
import type pg from "pg";
import { z } from "zod";
import { learnPartnerLayout } from "../../capture/learnLayout.ts";
import type { Logger } from "../../logger.ts";

const Payload = z.object({ documentRowId: z.uuid() });

/** Learns the partner's layout from an invoice a person confirmed or corrected
 * (server/capture/learnLayout.ts). Queued by the field states' trigger, one job per document. */
export const partner_layout_templates__learn =
  (deps: { ownerPool: pg.Pool; logger: Logger }): Task =>
  async (payload) => {
    const parsed = Payload.safeParse(payload);
    if (!parsed.success) {
      deps.logger.error({ payload }, "partner_layout_templates__learn: malformed payload, job dropped");
      return;
    }
    const result = await learnPartnerLayout(deps.ownerPool, parsed.data.documentRowId);
    deps.logger.info(
      { documentRowId: parsed.data.documentRowId, ...result, learnMs: Math.round(result.learnMs * 100) / 100 },
      "partner layout learned",
    );
  };
