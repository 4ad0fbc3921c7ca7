import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export interface LocalS3 {
  bucket: string;
  endpoint: string;
  /** The settings that point the server at it (BLOB_STORE=s3). */
  env: Record<string, string>;
  /** Stops answering (connections are refused) until `start`. */
  stop: () => Promise<void>;
  /** Answers again on the same port, with the same objects. */
  start: () => Promise<void>;
  close: () => Promise<void>;
}

/** An S3-compatible server (s3rver) on a free local port, its objects in a temporary folder. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), "belegwerk-s3-"));
  const bucket = "belegwerk-test";
  let port = 0;
  let running: S3rver | null = null;
  const start = async () => {
    const server = new S3rver({
      address: "127.0.0.1",
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    port = (await server.run()).port;
    running = server;
  };
  const stop = async () => {
    await running?.close();
    running = null;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: {
      BLOB_STORE: "s3",
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    stop,
    start,
    close: async () => {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
