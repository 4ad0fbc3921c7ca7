import type { Task } from "graphile-worker";
import type pg from "pg";
import type { Logger } from "../../logger.ts";
import { EvaluatePayload, evaluateRules } from "../../rules/engine.ts";
import { NotifyPayload, type RulesNotifyDeps, sendRuleNotification } from "../../rules/notify.ts";

export interface RulesTaskDeps extends RulesNotifyDeps {
  ownerPool: pg.Pool;
  logger: Logger;
}

/** Evaluates a company's rules of one trigger on one document (queued by app_private.enqueue_rules). */
export const rules__evaluate =
  (deps: RulesTaskDeps): Task =>
  async (payload) => {
    const parsed = EvaluatePayload.safeParse(payload);
    if (!parsed.success) {
      deps.logger.error({ payload }, "rules__evaluate: malformed payload, job dropped");
      return;
    }
    await evaluateRules(deps.ownerPool, parsed.data, deps.logger);
  };

/** Sends a rule's notification (webhook, e-mail); a failed delivery throws and is retried with backoff. */
export const rules__notify =
  (deps: RulesTaskDeps): Task =>
  async (payload) => {
    const parsed = NotifyPayload.safeParse(payload);
    if (!parsed.success) {
      deps.logger.error({ payload }, "rules__notify: malformed payload, job dropped");
      return;
    }
    const outcome = await sendRuleNotification(deps, parsed.data);
    if (outcome !== "sent") deps.logger.info({ ...parsed.data, outcome }, "rules: notification not sent");
  };

/** Once a day: queues the daily rules for every live document of the companies that have some. */
export const rules__daily =
  (deps: RulesTaskDeps): Task =>
  async () => {
    const { rows } = await deps.ownerPool.query<{ n: number }>("select app_private.enqueue_daily_rules() as n");
    deps.logger.debug({ documents: rows[0]?.n }, "rules: daily rules queued");
  };
