import type { Logger } from "../logger.ts";

type Level = "error" | "warning" | "info" | "debug";

/** graphile-worker reports every successful job at info level, with the whole job row: routine
 * work, logged at debug (the tasks log what they did themselves; failures stay errors). */
const ROUTINE = /^Completed task \d+ /;

/** Routes @graphile/logger messages (graphile-migrate, graphile-worker) into pino. */
export function graphileLogFactory(logger: Logger, component: string) {
  return (scope: Record<string, unknown>) => (level: Level, message: string, meta?: Record<string, unknown>) => {
    const fields = { component, ...scope, ...meta };
    if (level === "error") logger.error(fields, message);
    else if (level === "warning") logger.warn(fields, message);
    else if (level === "info" && !ROUTINE.test(message)) logger.info(fields, message);
    else logger.debug(fields, message);
  };
}
