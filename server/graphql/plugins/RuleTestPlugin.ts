import { context, lambda, SafeError } from "postgraphile/grafast";
import { extendSchema, gql } from "postgraphile/utils";
import {
  type ActionResult,
  type DocumentSnapshot,
  evaluateAction,
  type StoredCondition,
} from "../../domain/rules/evaluate.ts";

interface PgQueryClient {
  query<T>(q: { text: string; values?: unknown[] }): Promise<{ rows: readonly T[] }>;
}

/**
 * "Test this rule": `testRuleAction(ruleActionRowId, documentRowId)` evaluates a rule action's
 * conditions against a document with the engine's own evaluator (server/domain/rules) and
 * changes nothing. Reads as the signed-in user (row-level security: the action needs admin
 * access, the document must be visible to them, both of one company). Refusals:
 * RULE_ACTION_NOT_FOUND, DOCUMENT_NOT_FOUND, RULE_TEST_OTHER_COMPANY.
 */
export const RuleTestPlugin = extendSchema(() => ({
  typeDefs: gql`
    """
    One value a condition compared: code names the check (e.g. INVOICE_TOTAL, TAG), operator the equality
    or comparison, actual the document's value (null: it has none), expected the condition's value.
    """
    type RuleConditionTestPart {
      code: String!
      operator: String
      actual: String
      expected: String
      matched: Boolean!
    }
    type RuleConditionTestResult {
      sortIndex: Int!
      kind: RuleConditionKind!
      matched: Boolean!
      parts: [RuleConditionTestPart!]!
    }
    """
    Whether a rule action matches a document, condition by condition (ascending).
    """
    type RuleActionTestResult {
      matched: Boolean!
      conditions: [RuleConditionTestResult!]!
    }
    extend type Query {
      """
      Evaluates a rule action against a document without changing anything (admins; the document
      of the same company). Refusals: RULE_ACTION_NOT_FOUND, DOCUMENT_NOT_FOUND, RULE_TEST_OTHER_COMPANY.
      """
      testRuleAction(ruleActionRowId: UUID!, documentRowId: UUID!): RuleActionTestResult
    }
  `,
  objects: {
    Query: {
      plans: {
        testRuleAction(_$root, fieldArgs) {
          const $action = fieldArgs.getRaw("ruleActionRowId");
          const $document = fieldArgs.getRaw("documentRowId");
          return lambda([$action, $document, context()], async ([action, document, ctx]): Promise<ActionResult> =>
            ctx.withPgClient(ctx.pgSettings, async (client) => {
              const pg = client as unknown as PgQueryClient;
              const [rule] = (
                await pg.query<{ company: string; conditions: StoredCondition[] }>({
                  text: `select a.client_company_id as company, app_hidden.rules_action_conditions(a.id) as conditions
                         from app_public.rule_actions a where a.id = $1`,
                  values: [String(action)],
                })
              ).rows;
              if (!rule) throw new SafeError("RULE_ACTION_NOT_FOUND", { code: "RULE_ACTION_NOT_FOUND" });
              const [snap] = (
                await pg.query<{ v: DocumentSnapshot | null }>({
                  text: "select app_hidden.rules_document_snapshot($1) as v",
                  values: [String(document)],
                })
              ).rows;
              if (!snap?.v) throw new SafeError("DOCUMENT_NOT_FOUND", { code: "DOCUMENT_NOT_FOUND" });
              if (snap.v.clientCompanyRowId !== rule.company)
                throw new SafeError("RULE_TEST_OTHER_COMPANY", { code: "RULE_TEST_OTHER_COMPANY" });
              return evaluateAction(rule.conditions, snap.v);
            }),
          );
        },
      },
    },
  },
}));
