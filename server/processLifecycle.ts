import { type Config, ConfigError, parseConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { type Logger, makeLogger } from "./logger.ts";

export type Database = Awaited<ReturnType<typeof openDatabase>>;

export interface ProcessContext {
  config: Config;
  logger: Logger;
  db: Database;
  /** What to stop on shutdown, registered as soon as it exists (also mid start-up). */
  onStop: (stop: () => Promise<void>) => void;
  /** True once a shutdown began (start-up loops stop waiting). */
  isStopping: () => boolean;
  /** Ends the process: runs the stop hook, closes the database, flushes the log, exits. */
  shutdown: (reason: string, code?: number) => Promise<void>;
}

/**
 * The frame both process kinds share (`npm start`: web + jobs; `npm run worker`: jobs only):
 * the configuration (a bad one is a sentence and exit code 2), the database (embedded unless
 * DATABASE_URL), SIGINT/SIGTERM handling with a 20 s guard, and a start-up failure ending the
 * process with code 1. `start` brings the process up and registers what to stop (`onStop`).
 */
export async function runProcess(options: {
  /** Refuses a configuration this kind of process cannot run with (a sentence), or null. */
  refuse?: (config: Config) => string | null;
  /** A child logger's bindings (e.g. `{ process: "worker" }`). */
  logBindings?: Record<string, string>;
  /** What "closing" means in the log when the stop hook fails. */
  stopping: string;
  start: (context: ProcessContext) => Promise<void>;
}): Promise<void> {
  let config: Config;
  try {
    config = parseConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  const refusal = options.refuse?.(config);
  if (refusal) {
    console.error(refusal);
    process.exit(2);
  }
  const base = makeLogger(config.logLevel);
  const logger = options.logBindings ? base.child(options.logBindings) : base;
  let db: Database;
  try {
    db = await openDatabase(config, logger);
  } catch (e) {
    logger.fatal({ err: (e as Error).message }, "the database could not be opened");
    logger.flush(() => process.exit(1));
    return;
  }
  let stop: (() => Promise<void>) | undefined;
  let stopping = false;
  const shutdown = async (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, "shutting down");
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 20_000);
    force.unref();
    try {
      await stop?.();
    } catch (e) {
      logger.error({ err: (e as Error).message }, `error while ${options.stopping}`);
    }
    await db.close();
    logger.info("stopped");
    // pino writes asynchronously: flush before exit so the last lines are not lost.
    logger.flush(() => process.exit(code));
  };
  // `on`, not `once`: a second Ctrl-C during shutdown is ignored rather than killing us
  // half-way (the 20 s guard above still ends a shutdown that hangs).
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("unhandledRejection", (e) => {
    console.error("unhandled rejection", e);
  });

  try {
    await options.start({
      config,
      logger,
      db,
      onStop: (hook) => {
        stop = hook;
      },
      isStopping: () => stopping,
      shutdown,
    });
  } catch (e) {
    logger.fatal({ err: (e as Error).message, stack: (e as Error).stack }, "start-up failed");
    await shutdown("start-up failed", 1);
  }
}
