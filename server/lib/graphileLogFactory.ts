import type { Logger } from "../logger.ts";

type Level = "error" | "warning" | "info" | "debug";

/** Routes @graphile/logger messages (graphile-migrate, graphile-worker) into pino. */
export function graphileLogFactory(logger: Logger, component: string) {
  return (scope: Record<string, unknown>) => (level: Level, message: string, meta?: Record<string, unknown>) => {
    const fields = { component, ...scope, ...meta };
    if (level === "error") logger.error(fields, message);
    else if (level === "warning") logger.warn(fields, message);
    else if (level === "info") logger.info(fields, message);
    else logger.debug(fields, message);
  };
}
