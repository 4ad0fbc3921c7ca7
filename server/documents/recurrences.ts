import type pg from "pg";
import type { Logger } from "../logger.ts";

/**
 * The recurring documents' daily work: every recurrence with a clone due on or before `today`
 * gets its clones (app_private.create_due_recurrence_clones), one transaction per recurrence, so
 * a crash leaves the finished ones done and the rest still due for the next run. Running it
 * twice for one day creates each clone once: a recurrence's next date moves on with its clone,
 * the recurrence row is locked while its clones are made, and the clone's (recurrence,
 * occurrence) is unique. Returns how many clones were made.
 */
export async function createDueRecurrenceClones(
  ownerPool: pg.Pool,
  today: string,
  logger?: Pick<Logger, "error">,
): Promise<number> {
  const { rows } = await ownerPool.query<{ id: string }>(
    "select id from app_private.due_document_recurrences($1::date) as id",
    [today],
  );
  let made = 0;
  for (const { id } of rows) {
    const client = await ownerPool.connect();
    try {
      await client.query("begin");
      const r = await client.query<{ made: number }>(
        "select app_private.create_due_recurrence_clones($1, $2::date) as made",
        [id, today],
      );
      await client.query("commit");
      made += r.rows[0]?.made ?? 0;
    } catch (e) {
      await client.query("rollback").catch(() => {});
      // One recurrence that cannot be cloned (e.g. a check the source no longer passes) does
      // not hold up the others; it stays due and is tried again on the next run.
      logger?.error({ err: (e as Error).message, recurrenceId: id }, "recurring document clone failed");
    } finally {
      client.release();
    }
  }
  return made;
}
