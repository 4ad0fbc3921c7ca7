/**
 * The load generator of `npm run bench`, run as a child process of its own (bench/run.ts forks
 * it) so that sending requests, reading and decompressing answers and keeping the figures never
 * take CPU time or event-loop turns from the server being measured. It receives one scenario per
 * IPC message, sends the requests over keep-alive connections (node:http, `concurrency` of them)
 * with the headers a browser sends, checks every answer (status 2xx, decodable JSON without
 * GraphQL errors) and answers with the latency percentiles and the throughput.
 */
import { Agent, request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface Scenario {
  name: string;
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  requests: number;
  concurrency: number;
  /** Requests sent (and checked) before the measured ones, so the JIT and caches are warm. */
  warmup: number;
}

export interface ScenarioResult {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  failures: number;
  /** CPU time (user + system) this load generator spent on the measured requests, in ms. */
  cpuMs: number;
  /** The first failure, for the report. */
  firstFailure?: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function send(agent: Agent, scenario: Scenario): Promise<string | null> {
  return new Promise((resolve) => {
    const req = request(scenario.url, { method: scenario.method, headers: scenario.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", (err) => resolve(err.message));
      res.on("end", () => {
        try {
          let body = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          if (encoding === "br") body = brotliDecompressSync(body);
          else if (encoding === "gzip") body = gunzipSync(body);
          const json = JSON.parse(body.toString("utf8")) as { errors?: unknown };
          const status = res.statusCode ?? 0;
          if (status < 200 || status > 299) resolve(`HTTP ${status}: ${body.toString("utf8").slice(0, 300)}`);
          else if (json.errors) resolve(JSON.stringify(json.errors).slice(0, 300));
          else resolve(null);
        } catch (err) {
          resolve(`unreadable answer: ${(err as Error).message}`);
        }
      });
    });
    req.on("error", (err) => resolve(err.message));
    req.end(scenario.body);
  });
}

async function run(scenario: Scenario): Promise<ScenarioResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: scenario.concurrency });
  let failures = 0;
  let firstFailure: string | undefined;
  const pass = async (count: number, latencies: number[] | null) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: scenario.concurrency }, async () => {
        while (next < count) {
          next++;
          const started = performance.now();
          const failure = await send(agent, scenario);
          const elapsed = performance.now() - started;
          if (failure !== null) {
            failures++;
            firstFailure ??= failure;
          }
          latencies?.push(elapsed);
        }
      }),
    );
  };
  await pass(scenario.warmup, null);
  const latencies: number[] = [];
  const started = performance.now();
  process.send?.("measuring");
  const cpu = process.cpuUsage();
  await pass(scenario.requests, latencies);
  const seconds = (performance.now() - started) / 1000;
  const cpuUsed = process.cpuUsage(cpu);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    name: scenario.name,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requestsPerSecond: scenario.requests / seconds,
    failures,
    cpuMs: (cpuUsed.user + cpuUsed.system) / 1000,
    ...(firstFailure === undefined ? {} : { firstFailure }),
  };
}

process.on("message", (scenario: Scenario) => {
  void run(scenario).then(
    (result) => process.send?.(result),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
process.on("disconnect", () => process.exit(0));
