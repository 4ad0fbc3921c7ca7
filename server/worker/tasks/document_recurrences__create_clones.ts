import type { Task } from "graphile-worker";
import type pg from "pg";
import type { Logger } from "../../logger.ts";
import { germanToday } from "../../../src/lib/calendarDate.ts";
import { createDueRecurrenceClones } from "../../documents/recurrences.ts";

/** Hourly (CRONTAB): the clones of recurring documents due up to today (German calendar day).
 * Hourly rather than once a day, so a clone due today appears soon after midnight even when the
 * server was down at that hour; a run that finds nothing due does nothing. */
export const document_recurrences__create_clones =
  (deps: { ownerPool: pg.Pool; logger: Logger }): Task =>
  async () => {
    const made = await createDueRecurrenceClones(deps.ownerPool, germanToday(), deps.logger);
    if (made > 0) deps.logger.info({ made }, "recurring document clones created");
  };
