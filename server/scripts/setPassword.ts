/**
 * `npm run user:password -- <email>`: sets a user's password for the built-in sign-in (and
 * unlocks the account). The password is read from stdin, never from the command line:
 *   printf '%s' 'new password' | npm run user:password -- admin@demo.test
 * Uses the embedded database of DATA_DIR (joining a running server's) or DATABASE_URL.
 */
import "../runtimeEnv.ts";
import pg from "pg";
import { Credentials } from "../auth/credentials.ts";
import { MAX_PASSWORD_LENGTH } from "../auth/passwords.ts";
import { parseConfig } from "../config.ts";
import { accessEmbeddedCluster } from "../db/cluster.ts";
import { EMBEDDED_DATABASE } from "../db/database.ts";
import { makeLogger } from "../logger.ts";

const MIN_PASSWORD_LENGTH = 10;

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("New password (input is shown; end with Enter): ");
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    if (process.stdin.isTTY && chunk.includes(10)) break;
  }
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

const email = process.argv[2];
if (!email || process.argv.length > 3) {
  console.error("Usage: npm run user:password -- <email>   (the new password is read from stdin)");
  process.exit(2);
}
const password = await readStdin();
if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
  console.error(`The password must have ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`);
  process.exit(2);
}

const config = parseConfig({ ...process.env });
const logger = makeLogger(process.env.LOG_LEVEL ?? "warn");
let release = async () => {};
let url = config.database.url;
if (!url) {
  const cluster = await accessEmbeddedCluster(config, logger);
  release = cluster.release;
  url = cluster.ownerUrlFor(EMBEDDED_DATABASE);
}
const pool = new pg.Pool({ connectionString: url, max: 1 });
let code = 0;
try {
  const { rows } = await pool.query<{ id: string }>("select id from app_public.users where email = $1::citext", [
    email,
  ]);
  if (!rows[0]) {
    console.error(`No user with the e-mail address ${email}.`);
    code = 1;
  } else {
    await new Credentials(pool).setPassword(rows[0].id, password);
    console.log(`Password of ${email} set.`);
  }
} finally {
  await pool.end();
  await release();
}
process.exit(code);
