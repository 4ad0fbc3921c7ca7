import type { IncomingMessage, ServerResponse } from "node:http";

/** What the first step learnt about a request, for every later one. */
export interface RequestInfo {
  requestId: string;
  /**
   * The path as the router will see it (escapes decoded, dot segments resolved): every check is
   * taken on it, so `/%61pi/…` cannot pass as something other than `/api/…`.
   */
  path: string;
  /** The query string with its `?`, or "". */
  query: string;
}

/** One step of the request pipeline; it answers, or calls `next` to hand the request on. */
export type Step = (
  req: IncomingMessage,
  res: ServerResponse,
  info: RequestInfo,
  next: () => Promise<void>,
) => Promise<void>;

/**
 * The server's request handling as an ordered list of steps, each installed by one module of
 * server/http/install (in the way Graphile Starter installs Express middleware): security
 * headers, logging, the request guard, GraphQL, the identity provider, REST and the SPA.
 */
export class HttpPipeline {
  private readonly steps: Step[] = [];

  constructor(private readonly describe: (req: IncomingMessage) => RequestInfo) {}

  use(step: Step): void {
    this.steps.push(step);
  }

  /** For node:http's createServer. */
  readonly handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const info = this.describe(req);
    const run = async (index: number): Promise<void> => {
      const step = this.steps[index];
      if (!step) {
        if (!res.headersSent) res.statusCode = 404;
        res.end();
        return;
      }
      await step(req, res, info, () => run(index + 1));
    };
    await run(0);
  };
}
