/**
 * For bench/banking.ts: what the app's database connections ran during one request (captured
 * on the pool's clients), and a short account of a statement's EXPLAIN (ANALYZE, BUFFERS)
 * under the request's role settings.
 */
import type pg from "pg";

export interface CapturedStatement {
  text: string;
  values: unknown[];
  ms: number;
}

/**
 * Wraps `query` of every client the pool creates, so the statements @dataplan/pg sends (and
 * their time on the wire) are recorded while `capture` holds a list. Requests run one at a
 * time while capturing, so each list belongs to one request.
 */
export function captureStatements(pool: pg.Pool) {
  const state: { capture: CapturedStatement[] | null } = { capture: null };
  pool.on("connect", (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const started = performance.now();
      const result = original(...args);
      const list = state.capture;
      if (list && result instanceof Promise) {
        const first = args[0] as string | { text: string; values?: unknown[] };
        const text = typeof first === "string" ? first : first.text;
        const values = (typeof first === "string" ? (args[1] as unknown[] | undefined) : first.values) ?? [];
        result.then(
          () => list.push({ text, values, ms: performance.now() - started }),
          () => {},
        );
      }
      return result;
    };
  });
  return state;
}

/** The statements of a request that read the banking functions (not begin/set_config/commit). */
export const bankingStatements = (statements: readonly CapturedStatement[]) =>
  statements.filter((s) => /money_transactions|filter_money_transactions/.test(s.text));

/**
 * moneyTransactionsStatistics runs as a function the planner cannot look into: its statement
 * (the aggregate over filter_money_transactions) with the same arguments, to explain on its own.
 */
export function statisticsBody(statement: CapturedStatement): CapturedStatement | null {
  const call = /"app_public"\."money_transactions_statistics"\(([^)]*)\)/.exec(statement.text);
  if (!call) return null;
  const parameters = new Set(Array.from(call[1]!.matchAll(/\$(\d+)/g), (m) => Number(m[1])));
  if (parameters.size !== statement.values.length) return null;
  return {
    ...statement,
    text: `select count(*)::int, coalesce(sum(t.amount) filter (where t.amount > 0), 0), coalesce(sum(t.amount) filter (where t.amount < 0), 0),
             (count(*) filter (where t.money_category_id is null and t.matched_count = 0))::int
           from "app_public"."filter_money_transactions"(${call[1]!}) as t`,
  };
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Function Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Actual Total Time"?: number;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  "Rows Removed by Filter"?: number;
  "Subplan Name"?: string;
  Plans?: PlanNode[];
}

interface ExplainOutput {
  Plan: PlanNode;
  "Planning Time": number;
  "Execution Time": number;
}

const describe = (node: PlanNode) =>
  [
    node["Node Type"],
    node["Index Name"] ? `using ${node["Index Name"]}` : "",
    node["Relation Name"] ? `on ${node["Relation Name"]}` : "",
    node["Function Name"] ? `of ${node["Function Name"]}()` : "",
    node["Subplan Name"] ? `(${node["Subplan Name"]})` : "",
  ]
    .filter(Boolean)
    .join(" ");

const figures = (node: PlanNode) => {
  const loops = node["Actual Loops"] ?? 1;
  const parts = [
    `rows ${(node["Actual Rows"] ?? 0).toLocaleString("en")}${loops > 1 ? ` × ${loops.toLocaleString("en")} loops` : ""}`,
    `${((node["Actual Total Time"] ?? 0) * loops).toFixed(1)} ms`,
    `buffers hit ${(node["Shared Hit Blocks"] ?? 0).toLocaleString("en")} read ${(node["Shared Read Blocks"] ?? 0).toLocaleString("en")}`,
  ];
  if (node["Rows Removed by Filter"])
    parts.push(`removed by filter ${node["Rows Removed by Filter"].toLocaleString("en")}`);
  return parts.join(", ");
};

/** The plan as indented lines: each node with its index or table, rows, time and buffers. */
function planLines(node: PlanNode, depth = 0, lines: string[] = []): string[] {
  if (depth <= 8) lines.push(`${"  ".repeat(depth + 2)}${describe(node)}: ${figures(node)}`);
  for (const child of node.Plans ?? []) planLines(child, depth + 1, lines);
  return lines;
}

let explained = 0;

/** EXPLAIN (ANALYZE, BUFFERS) of a captured statement in a transaction with the request's settings. */
export async function explainUnderRls(
  client: pg.Client,
  settings: Record<string, string>,
  statement: CapturedStatement,
  options: { genericPlan?: boolean } = {},
): Promise<string[]> {
  await client.query("begin");
  try {
    await client.query("select set_config(el->>0, el->>1, true) from json_array_elements($1::json) el", [
      JSON.stringify(Object.entries(settings)),
    ]);
    await client.query("set local jit = off");
    if (options.genericPlan) await client.query("set local plan_cache_mode = force_generic_plan");
    let output: ExplainOutput;
    if (options.genericPlan) {
      // A prepared statement, as @dataplan/pg runs it; forced to the plan that ignores the values.
      const name = `bench_banking_explain_${++explained}`;
      await client.query({ name, text: statement.text, values: statement.values });
      const literals = statement.values.map((value) =>
        value === null ? "null" : client.escapeLiteral(typeof value === "string" ? value : JSON.stringify(value)),
      );
      const { rows } = await client.query<{ "QUERY PLAN": ExplainOutput[] }>(
        `explain (analyze, buffers, format json) execute ${name}(${literals.join(", ")})`,
      );
      output = rows[0]!["QUERY PLAN"][0]!;
      await client.query(`deallocate ${name}`);
    } else {
      const { rows } = await client.query<{ "QUERY PLAN": ExplainOutput[] }>({
        text: `explain (analyze, buffers, format json) ${statement.text}`,
        values: statement.values,
      });
      output = rows[0]!["QUERY PLAN"][0]!;
    }
    return [
      `    planning ${output["Planning Time"].toFixed(1)} ms, execution ${output["Execution Time"].toFixed(1)} ms; top node: ${describe(output.Plan)}`,
      ...planLines(output.Plan),
    ];
  } finally {
    await client.query("rollback");
  }
}
