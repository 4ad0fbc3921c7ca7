/**
 * `relay-compiler --watch` needs watchman, which is not on every machine. This runs the
 * compiler once, then again (debounced) whenever a source file or schema.graphql changes.
 */
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const compiler = join(root, "node_modules", ".bin", "relay-compiler");
let running = false;
let again = false;
let timer: NodeJS.Timeout | undefined;

function compile() {
  if (running) {
    again = true;
    return;
  }
  running = true;
  const child = spawn(compiler, { cwd: root, stdio: "inherit" });
  child.on("exit", () => {
    running = false;
    if (again) {
      again = false;
      compile();
    }
  });
}

const schedule = () => {
  clearTimeout(timer);
  timer = setTimeout(compile, 150);
};

watch(join(root, "src"), { recursive: true }, (_event, file) => {
  if (file && /\.(ts|tsx)$/.test(file) && !file.includes("__generated__")) schedule();
});
watch(join(root, "schema.graphql"), schedule);
compile();
