import { Logger as WorkerLogger, run, type Runner } from "graphile-worker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// The files of one company run one after the other in a graphile-worker job queue. When one
// has finished, the next starts at once: it does not wait for the worker's next poll (here an
// hour, so a test that depended on it would never end).
describe("a job queue hands over to its next job", () => {
  let server: TestServer;
  let runner: Runner | undefined;

  beforeAll(async () => {
    server = await startTestServer({});
  });
  afterAll(async () => {
    await runner?.stop();
    await server?.close();
  });

  it("runs the queue's second job as soon as the first has completed, without a poll", async () => {
    const ran: number[] = [];
    let secondRan!: () => void;
    const second = new Promise<void>((resolve) => {
      secondRan = resolve;
    });
    runner = await run({
      pgPool: server.ownerPool,
      concurrency: 2,
      pollInterval: 3_600_000,
      noHandleSignals: true,
      logger: new WorkerLogger(() => () => {}),
      taskList: {
        queue_handoff__probe: async (payload) => {
          const { n } = payload as { n: number };
          ran.push(n);
          if (n === 2) secondRan();
        },
      },
    });
    for (const n of [1, 2]) await runner.addJob("queue_handoff__probe", { n }, { queueName: "handoff:test" });
    await second;
    expect(ran).toEqual([1, 2]);
  });

  it("does not announce a queue that has no job left", async () => {
    const client = await server.ownerPool.connect();
    try {
      const heard: string[] = [];
      client.on("notification", (message) => heard.push(message.payload ?? ""));
      await client.query('listen "jobs:insert"');
      const [queue] = (
        await client.query<{ id: number }>(
          "insert into graphile_worker._private_job_queues (queue_name, locked_by, locked_at) values ('handoff:empty', 'w', now()) returning id",
        )
      ).rows;
      await client.query(
        "update graphile_worker._private_job_queues set locked_by = null, locked_at = null where id = $1",
        [queue!.id],
      );
      // A round trip after the commit: a notification of that update would have arrived before it.
      await client.query("select 1");
      expect(heard).toEqual([]);
    } finally {
      client.release();
    }
  });
});
