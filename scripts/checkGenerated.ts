/**
 * `npm run test:generated`: regenerates the Relay artifacts and the persisted query map from
 * scratch and fails when they differ from the committed ones. (schema.graphql is checked
 * against a real database by server/graphql/graphql.int.test.ts.) The fresh files are left in
 * place, so committing them is all a stale check asks for.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "..");
const generatedDir = join(root, "src", "__generated__");
const queryMap = join(root, "persisted-queries", "queryMap.json");

function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  if (existsSync(generatedDir)) {
    for (const name of readdirSync(generatedDir)) {
      if (name !== ".gitkeep") files.set(join(generatedDir, name), readFileSync(join(generatedDir, name), "utf8"));
    }
  }
  if (existsSync(queryMap)) files.set(queryMap, readFileSync(queryMap, "utf8"));
  return files;
}

const before = snapshot();
// The compiler merges into an existing query map and never prunes it: start from an empty
// map (it refuses to run when the file is missing).
writeFileSync(queryMap, "{}\n");
for (const name of existsSync(generatedDir) ? readdirSync(generatedDir) : []) {
  if (name !== ".gitkeep") rmSync(join(generatedDir, name));
}
mkdirSync(generatedDir, { recursive: true });
execFileSync(join(root, "node_modules", ".bin", "relay-compiler"), { cwd: root, stdio: "inherit" });
const after = snapshot();

const stale = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (stale.length > 0) {
  console.error("Generated files were stale (now regenerated; commit them):");
  for (const f of stale)
    console.error(`  ${relative(root, f)}${before.has(f) ? (after.has(f) ? "" : " (no longer generated)") : " (new)"}`);
  process.exit(1);
}
console.log(`Generated files are fresh (${after.size} checked).`);
