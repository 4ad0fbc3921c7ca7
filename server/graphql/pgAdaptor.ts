import type { WithPgClient } from "postgraphile/@dataplan/pg";
import {
  createWithPgClient,
  makePgService,
  makeWithPgClientViaPgClientAlreadyInTransaction,
  type NodePostgresPgClient,
  type PgAdaptorSettings,
} from "postgraphile/adaptors/pg";
import pg from "pg";

/** Connections that had @dataplan/pg's per-connection setting applied (see below). */
const configured = new WeakSet<pg.PoolClient>();

/**
 * The statement that opens a request's transaction and applies its settings (role, user,
 * session, …) as `set_config(…, true)`, in one round trip: the simple query protocol carries
 * both statements. Names and values are quoted as literals by the driver.
 */
export function beginWithSettingsSql(
  client: Pick<pg.ClientBase, "escapeLiteral">,
  entries: [string, string][],
): string {
  const sets = entries.map(
    ([name, value]) => `set_config(${client.escapeLiteral(name)}, ${client.escapeLiteral(value)}, true)`,
  );
  return `begin; select ${sets.join(", ")}`;
}

/**
 * `withPgClient` over a pool, as @dataplan/pg's own adaptor does it (a transaction with the
 * request's pgSettings applied locally, committed after the callback, rolled back on an error;
 * savepoints for nested transactions), with one round trip fewer per operation: `begin` and the
 * settings go to PostgreSQL together instead of one after the other. Every signed-in GraphQL
 * request opens at least one such transaction (AppShellQuery: two), so this spares the server
 * and PostgreSQL a statement and a network wake-up each time.
 */
export function makeWithPgClient(pool: pg.Pool): WithPgClient<NodePostgresPgClient> {
  return async (pgSettings, callback) => {
    const entries = settingsEntries(pgSettings);
    const pgClient = await pool.connect();
    try {
      // @dataplan/pg switches off JIT optimisation on each connection (its adaptor's comment
      // explains why: short queries get slower with it); sent ahead of the first transaction.
      const setup = configured.has(pgClient) ? "" : "set jit_optimize_above_cost = -1; ";
      configured.add(pgClient);
      // Without settings there is no transaction to open (as in @dataplan/pg's adaptor).
      if (entries.length === 0) {
        if (setup) await pgClient.query(setup);
        return await makeWithPgClientViaPgClientAlreadyInTransaction(pgClient, false)(null, callback);
      }
      try {
        await pgClient.query(setup + beginWithSettingsSql(pgClient, entries));
        // The transaction is open: the callback's nested transactions become savepoints.
        const result = await makeWithPgClientViaPgClientAlreadyInTransaction(pgClient, true)(null, callback);
        await pgClient.query("commit");
        return result;
      } catch (error) {
        try {
          await pgClient.query("rollback");
        } catch (rollbackError) {
          console.error(`Error occurred whilst rolling back: ${String(rollbackError)}`);
        }
        throw error;
      }
    } finally {
      pgClient.release();
    }
  };
}

function settingsEntries(pgSettings: Record<string, string | undefined> | null | undefined): [string, string][] {
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(pgSettings ?? {})) if (value != null) entries.push([name, String(value)]);
  return entries;
}

/**
 * The statement that applies a request's settings (role, user, session, …) to the transaction
 * it runs in; the names and values are bound parameters.
 */
function settingsStatement(entries: [string, string][]): { text: string; values: string[] } {
  return {
    text: `select ${entries.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(", ")}`,
    values: entries.flat(),
  };
}

/** What node-postgres's Connection offers a query (pg's `Submittable` contract). */
interface PgConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse: (config: { text: string; name: string; types: unknown[] }) => void;
  bind: (config: { portal: string; statement: string; values: unknown[] }) => void;
  execute: (config: { portal: string; rows: number }) => void;
}
type PgQueryCallback = (error: Error | null, result?: pg.QueryResult) => void;
interface PgQueryInternals {
  text: string;
  name?: string;
  values?: unknown[];
  callback: PgQueryCallback;
  submit: (connection: PgConnection) => Error | null;
  handleRowDescription: (msg: unknown) => void;
  handleDataRow: (msg: unknown) => void;
  handleCommandComplete: (msg: unknown, connection: PgConnection) => void;
  handleEmptyQuery: (connection: PgConnection) => void;
  handlePortalSuspended: (connection: PgConnection) => void;
  handleReadyForQuery: (connection: PgConnection) => void;
  handleError: (error: Error, connection: PgConnection) => void;
  handleCopyInResponse: (connection: PgConnection) => void;
  handleCopyData: (msg: unknown, connection: PgConnection) => void;
}

/**
 * One statement of a read, sent together with the settings statement in front of it as one
 * message to PostgreSQL (extended protocol: parse, bind and execute of the settings, then the
 * statement's own parse, bind, describe, execute and the one sync). Everything before a sync is
 * one implicit transaction: the settings hold for exactly this statement and end with it, on
 * success and on error (an error skips the rest and rolls the transaction back). One round trip,
 * where `begin` + settings, the statement and `commit` took three.
 *
 * node-postgres hands this object the messages of the whole exchange; those of the settings
 * statement (its row and its completion) are consumed here, the rest go to the statement's own
 * `pg.Query`, which makes the result as always.
 */
class SettingsThenStatement {
  callback: PgQueryCallback | undefined;
  /** The settings statement has completed: what comes now is the statement's. */
  private settled = false;
  private readonly query: PgQueryInternals;

  constructor(
    private readonly settings: { text: string; values: string[] },
    config: pg.QueryConfig & { rowMode?: "array" },
  ) {
    // Always the extended protocol: a simple-protocol message would end the implicit
    // transaction of the settings before the statement.
    this.query = new pg.Query({ ...config, queryMode: "extended" } as pg.QueryConfig) as unknown as PgQueryInternals;
    // Through `this.callback`: node-postgres may wrap it (query_timeout).
    this.query.callback = (error, result) => this.callback?.(error, result);
  }

  /** node-postgres records a named statement as prepared when its parse completes: the
   * statement's parse, not the settings' one before it. */
  get name(): string | undefined {
    return this.settled ? this.query.name : undefined;
  }
  get text(): string {
    return this.query.text;
  }
  get _result(): unknown {
    return (this.query as unknown as { _result: unknown })._result;
  }

  submit(connection: PgConnection): Error | null {
    // pg.Query's own refusals, checked before anything is written: after the settings nothing
    // may stay unsent (the next statement on the connection would run in their transaction).
    const { text, name, values } = this.query;
    if (typeof text !== "string") return new Error("A query must have text.");
    const previous = name
      ? (connection.parsedStatements[name] ?? connection.submittedNamedStatements[name])
      : undefined;
    if (previous && previous !== text)
      return new Error(`Prepared statements must be unique - '${name}' was used for a different statement`);
    if (values && !Array.isArray(values)) return new Error("Query values must be an array");
    connection.stream.cork?.();
    try {
      connection.parse({ text: this.settings.text, name: "", types: [] });
      connection.bind({ portal: "", statement: "", values: this.settings.values });
      connection.execute({ portal: "", rows: 0 });
      // Its parse (unless prepared on this connection before), bind, describe, execute, sync.
      return this.query.submit(connection);
    } finally {
      connection.stream.uncork?.();
    }
  }

  handleRowDescription(msg: unknown) {
    if (this.settled) this.query.handleRowDescription(msg);
  }
  handleDataRow(msg: unknown) {
    if (this.settled) this.query.handleDataRow(msg);
  }
  handleCommandComplete(msg: unknown, connection: PgConnection) {
    if (this.settled) this.query.handleCommandComplete(msg, connection);
    else this.settled = true;
  }
  handleEmptyQuery(connection: PgConnection) {
    this.query.handleEmptyQuery(connection);
  }
  handlePortalSuspended(connection: PgConnection) {
    this.query.handlePortalSuspended(connection);
  }
  handleReadyForQuery(connection: PgConnection) {
    this.query.handleReadyForQuery(connection);
  }
  handleError(error: Error, connection: PgConnection) {
    // The settings failed: PostgreSQL skipped the statement's parse, so it is not prepared.
    const { name } = this.query;
    if (!this.settled && name && !(name in connection.parsedStatements))
      Reflect.deleteProperty(connection.submittedNamedStatements, name);
    this.query.handleError(error, connection);
  }
  handleCopyInResponse(connection: PgConnection) {
    this.query.handleCopyInResponse(connection);
  }
  handleCopyData(msg: unknown, connection: PgConnection) {
    this.query.handleCopyData(msg, connection);
  }
}

const PASS_THROUGH = /^(savepoint|release savepoint|rollback to savepoint) tx\d*$|^deallocate /;

/**
 * The connection as @dataplan/pg's client sees it for a read: every statement goes with the
 * request's settings in one round trip (`SettingsThenStatement`), each in its own implicit
 * transaction. A callback that asks for a transaction (`withTransaction`: a cursor, say) gets
 * `begin` with the settings (`beginWithSettingsSql`), and its statements run in it until
 * `commit` or `rollback`, as before.
 */
function settingsFirstClient(pgClient: pg.PoolClient, entries: [string, string][]): pg.PoolClient {
  const settings = settingsStatement(entries);
  let inTransaction = false;
  const query = async (config: string | (pg.QueryConfig & { submit?: unknown }), values?: unknown[]) => {
    const text = typeof config === "string" ? config : config.text;
    if (typeof config !== "string" && config.submit !== undefined) return pgClient.query(config as never, values);
    if (inTransaction) {
      if (text === "commit" || text === "rollback") inTransaction = false;
      return pgClient.query(config as never, values as never);
    }
    if (PASS_THROUGH.test(text)) return pgClient.query(config as never, values as never);
    if (text === "begin") {
      inTransaction = true;
      try {
        return await pgClient.query(beginWithSettingsSql(pgClient, entries));
      } catch (error) {
        inTransaction = false;
        await pgClient.query("rollback").catch(() => {});
        throw error;
      }
    }
    const statement = new SettingsThenStatement(
      settings,
      typeof config === "string" ? { text: config, values: values ?? [] } : { values, ...config },
    );
    return new Promise<pg.QueryResult>((resolve, reject) => {
      statement.callback = (error, result) => (error ? reject(error) : resolve(result!));
      void pgClient.query(statement as never);
    });
  };
  return new Proxy(pgClient, { get: (target, prop) => (prop === "query" ? query : Reflect.get(target, prop)) });
}

interface SharedConnection {
  pgSettings: object;
  /** The connection, seen through `settingsFirstClient`. */
  client: Promise<{ raw: pg.PoolClient; reads: pg.PoolClient }>;
  users: number;
  /** A callback failed on it (or it did not open): no one joins it any more. */
  failed: boolean;
  /** Settles when the last callback that joined has ended. */
  turn: Promise<void>;
}

/**
 * `withPgClient` for ONE read-only operation (a GraphQL query). Its calls with the same settings
 * share one connection (the shell's query reads the user, then the company) until `done` (the
 * operation has its result), and each statement goes to PostgreSQL together with the settings,
 * in one round trip and one implicit transaction of its own (`settingsFirstClient`): no `begin`
 * and no `commit`. AppShellQuery: two round trips where there were four.
 *
 * What the callbacks see stays the same: the same settings, each statement its own snapshot
 * (read committed, as in the transaction before); callbacks run one at a time on the connection,
 * as @dataplan/pg runs them on one client; a callback's `withTransaction` is a real transaction
 * with the settings. When a callback fails, its error is its own: the callbacks waiting and later
 * calls get a connection of their own, so one failing field never fails another. Not for
 * mutations (their callbacks write in one transaction: `makeWithPgClient`).
 */
export function makeOperationWithPgClient(pool: pg.Pool): {
  withPgClient: WithPgClient<NodePostgresPgClient>;
  /** The operation is answered: the connection goes back once no callback is inside any more. */
  done: () => Promise<void>;
} {
  const alone = makeWithPgClient(pool);
  let open: SharedConnection | null = null;
  let held = true;

  const connect = async (entries: [string, string][]) => {
    const raw = await pool.connect();
    try {
      if (!configured.has(raw)) await raw.query("set jit_optimize_above_cost = -1");
      configured.add(raw);
      return { raw, reads: settingsFirstClient(raw, entries) };
    } catch (error) {
      raw.release(error as Error);
      throw error;
    }
  };
  const end = async (shared: SharedConnection) => {
    if (open === shared) open = null;
    const connection = await shared.client.catch(() => null);
    if (!connection) return; // never opened: nothing to end
    try {
      // A transaction a failed callback may have left open (its rollback failed) ends here;
      // without one PostgreSQL only warns.
      if (shared.failed) await connection.raw.query("rollback");
    } catch (error) {
      console.error(`Error occurred whilst rolling back: ${String(error)}`);
    } finally {
      connection.raw.release();
    }
  };

  const withPgClient: WithPgClient<NodePostgresPgClient> = async (pgSettings, callback) => {
    const entries = settingsEntries(pgSettings);
    // Without settings there is nothing to send with each statement; other settings than the
    // shared connection's (not within one operation): a transaction of its own.
    if (entries.length === 0 || pgSettings == null) return alone(pgSettings, callback);
    if (open && open.pgSettings !== pgSettings) return alone(pgSettings, callback);
    const shared: SharedConnection = open ?? {
      pgSettings,
      client: connect(entries),
      users: 0,
      failed: false,
      turn: Promise.resolve(),
    };
    open = shared;
    shared.users++;
    // One callback at a time on the connection, in the order they came (as @dataplan/pg queues
    // them on one client), each starting only once the one before has ended.
    const previous = shared.turn;
    let next!: () => void;
    shared.turn = new Promise<void>((resolve) => (next = resolve));
    try {
      await previous;
      // Not opened (no connection): every caller gets the error, as alone.
      const { reads } = await shared.client;
      // A callback before this one failed: this one runs alone.
      if (!shared.failed) return await makeWithPgClientViaPgClientAlreadyInTransaction(reads, false)(null, callback);
    } catch (error) {
      shared.failed = true;
      throw error;
    } finally {
      if (shared.failed && open === shared) open = null;
      next();
      if (--shared.users === 0 && (!held || open !== shared)) await end(shared);
    }
    return alone(pgSettings, callback);
  };

  return {
    withPgClient,
    done: async () => {
      held = false;
      if (open && open.users === 0) await end(open);
    },
  };
}

/** @dataplan/pg's `pg` adaptor with `makeWithPgClient` for the service's pool. */
export const fewerRoundTripsAdaptor = {
  makePgService,
  createWithPgClient: (settings?: PgAdaptorSettings, variant?: string | null) =>
    variant !== "SUPERUSER" && settings?.pool ? makeWithPgClient(settings.pool) : createWithPgClient(settings, variant),
};
