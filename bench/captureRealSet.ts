/**
 * `npm run bench:capture:real [tune|heldout|all] [--wrong]`: the extractor on real hybrid
 * e-invoices of different generators (server/test/captureRealSet), the embedded XML as truth.
 * Per-file misses are only listed for the tuning part: the held-out part is not for tuning.
 */
import "../server/runtimeEnv.ts";
import { measureRealSet, printRealReport } from "../server/test/captureRealSet/index.ts";

const which = process.argv[2] ?? "all";
const showWrong = process.argv.includes("--wrong");
for (const split of ["tune", "heldout"] as const) {
  if (which !== "all" && which !== split && !which.startsWith("--")) continue;
  printRealReport(await measureRealSet(split), { showWrong: showWrong && split === "tune" });
}
