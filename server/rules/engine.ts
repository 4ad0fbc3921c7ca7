import type pg from "pg";
import { z } from "zod";
import { RULE_TRIGGERS, type RuleRunState, type RuleTrigger } from "../../src/lib/rules/schemas.ts";
import { asCompanyAutomation } from "../db/asCompanyAutomation.ts";
import {
  type ActionResult,
  type DocumentSnapshot,
  evaluateAction,
  type StoredCondition,
} from "../domain/rules/evaluate.ts";
import { hasText, serverLanguageOf, type ServerLanguage, t, translate } from "../lib/i18n.ts";
import type { Logger } from "../logger.ts";

/** A change made by a rule runs the rules again one level deeper; above this the chain stops. */
export const RULES_MAX_DEPTH = 5;

export const EvaluatePayload = z.object({
  clientCompanyRowId: z.uuid(),
  documentRowId: z.uuid(),
  trigger: z.enum(RULE_TRIGGERS),
  depth: z.number().int().min(0).max(1000),
});
export type EvaluatePayload = z.infer<typeof EvaluatePayload>;

interface StoredRule {
  rowId: string;
  sortIndex: number;
  actionRowId: string;
  actionName: string;
  reactionRowId: string;
  reactionName: string;
  reactionKind: string;
  reactionTagRowId: string | null;
  conditions: StoredCondition[];
}

export interface RuleRun {
  ruleActionReactionRowId: string;
  state: RuleRunState;
  message: string | null;
  explanation: ActionResult["conditions"];
}

export interface EvaluationOutcome {
  /** NOT_VISIBLE: the document is not the company's (or gone); NO_RULES: nothing enabled. */
  state: "DONE" | "LOOP_STOPPED" | "NOT_VISIBLE" | "NO_RULES";
  runs: RuleRun[];
}

/** The text of a refusal the database raised (a coded error), in the company's language. */
export function reasonText(lang: ServerLanguage, error: unknown): string {
  const e = error as { message?: string; constraint?: string };
  const code = e.message ?? "";
  if (/^[A-Z][A-Z0-9_]{3,}$/.test(code) && hasText(lang, `error.codes.${code}`))
    return translate(lang, `error.codes.${code}`);
  if (e.constraint) return t(lang, "rules.constraintRefused");
  return t(lang, "rules.unexpected");
}

function outcomeText(lang: ServerLanguage, outcome: string): string {
  if (outcome === "APPLIED") return t(lang, "rules.outcome.APPLIED");
  if (outcome === "QUEUED") return t(lang, "rules.outcome.QUEUED");
  return t(lang, "rules.outcome.UNCHANGED");
}

const one = async <T>(client: pg.PoolClient, sql: string, values: unknown[]): Promise<T> =>
  (await client.query<{ v: T }>(sql, values)).rows[0]!.v;

/**
 * Evaluates a company's enabled rules of one trigger on one document, in sortIndex order, and
 * applies the reactions of those that match — all in one transaction AS THE COMPANY (role
 * app_user with the engine's identity: row-level security holds; a document of another company
 * is simply not visible). Writes one run per rule and the document's AUTOMATION history entry.
 * A rule whose reaction fails is recorded as ERRORED with a readable message (its changes are
 * rolled back to a savepoint); the others still run.
 */
export async function evaluateRules(
  pool: pg.Pool,
  payload: EvaluatePayload,
  logger?: Logger,
): Promise<EvaluationOutcome> {
  const { clientCompanyRowId, documentRowId, trigger, depth } = payload;
  return asCompanyAutomation(
    pool,
    clientCompanyRowId,
    async (client) => {
      const rules = await one<StoredRule[]>(client, "select app_hidden.rules_for_trigger($1) as v", [trigger]);
      if (rules.length === 0) return { state: "NO_RULES", runs: [] };
      const snapshot = () =>
        one<DocumentSnapshot | null>(client, "select app_hidden.rules_document_snapshot($1) as v", [documentRowId]);
      let doc = await snapshot();
      if (!doc || doc.clientCompanyRowId !== clientCompanyRowId) {
        logger?.warn({ documentRowId, clientCompanyRowId }, "rules: document not visible to its company's engine");
        return { state: "NOT_VISIBLE", runs: [] };
      }
      const lang = serverLanguageOf(
        (
          await client.query<{ language: string }>("select language from app_public.client_companies where id = $1", [
            clientCompanyRowId,
          ])
        ).rows[0]?.language,
      );

      if (depth > RULES_MAX_DEPTH) {
        const message = t(lang, "rules.loopStopped", { depth, max: RULES_MAX_DEPTH });
        const runs: RuleRun[] = rules.map((rule) => ({
          ruleActionReactionRowId: rule.rowId,
          state: "ERRORED",
          message,
          explanation: [],
        }));
        await record(client, documentRowId, trigger, depth, runs, {
          pending: false,
          errored: true,
          niceErrorMsg: message,
          success: false,
          noOtherActions: false,
          trigger,
          depth,
          rules: rules.map((rule) => ({ name: `${rule.actionName} → ${rule.reactionName}`, state: "ERRORED" })),
        });
        logger?.warn({ documentRowId, trigger, depth }, "rules: loop guard stopped a chain");
        return { state: "LOOP_STOPPED", runs };
      }

      const runs: RuleRun[] = [];
      for (const rule of rules) {
        const result = evaluateAction(rule.conditions, doc);
        if (!result.matched) {
          const met = result.conditions.filter((c) => c.matched).length;
          runs.push({
            ruleActionReactionRowId: rule.rowId,
            state: "NO_MATCH",
            message: t(lang, "rules.noMatch", { met, count: result.conditions.length }),
            explanation: result.conditions,
          });
          continue;
        }
        await client.query("savepoint rule_reaction");
        try {
          const outcome = await one<string>(client, "select app_hidden.rules_apply_reaction($1, $2) as v", [
            documentRowId,
            rule.reactionRowId,
          ]);
          await client.query("release savepoint rule_reaction");
          runs.push({
            ruleActionReactionRowId: rule.rowId,
            state: "SUCCESS",
            message: outcomeText(lang, outcome),
            explanation: result.conditions,
          });
          // Later rules see what this one changed (a new tag is known without asking again).
          if (outcome === "APPLIED" && rule.reactionKind === "TAG" && rule.reactionTagRowId)
            doc = { ...doc, tagRowIds: [...doc.tagRowIds, rule.reactionTagRowId] };
          else if (outcome === "APPLIED") doc = (await snapshot()) ?? doc;
        } catch (error) {
          await client.query("rollback to savepoint rule_reaction");
          runs.push({
            ruleActionReactionRowId: rule.rowId,
            state: "ERRORED",
            message: t(lang, "rules.ruleFailed", { rule: rule.reactionName, reason: reasonText(lang, error) }),
            explanation: result.conditions,
          });
        }
      }
      const errored = runs.filter((run) => run.state === "ERRORED");
      const matched = runs.some((run) => run.state !== "NO_MATCH");
      await record(client, documentRowId, trigger, depth, runs, {
        pending: false,
        errored: errored.length > 0,
        niceErrorMsg: errored.length > 0 ? errored.map((run) => run.message).join(" ") : null,
        success: matched && errored.length === 0,
        noOtherActions: !matched,
        trigger,
        depth,
        rules: rules.map((rule, i) => ({ name: `${rule.actionName} → ${rule.reactionName}`, state: runs[i]!.state })),
      });
      return { state: "DONE", runs };
    },
    { rulesDepth: depth },
  );
}

async function record(
  client: pg.PoolClient,
  documentRowId: string,
  trigger: RuleTrigger,
  depth: number,
  runs: RuleRun[],
  history: Record<string, unknown>,
): Promise<void> {
  await client.query("select app_hidden.rules_record($1, $2, $3, $4::jsonb, $5::jsonb)", [
    documentRowId,
    trigger,
    depth,
    JSON.stringify(runs),
    JSON.stringify(history),
  ]);
}
