/**
 * `npm run bench:capture:real [tune|heldout|all] [--wrong]`: the extractor on real hybrid
 * e-invoices of different generators (server/test/captureRealSet), the embedded XML as truth.
 * Per-file misses are only listed for the tuning part: the held-out part is not for tuning.
 *
 * Measured on 2026-11-28 (8 scored fields, filled = confidence ≥ FILL_THRESHOLD), precision / recall:
 *   before (the extractor as the development set left it): tune 85.4 % / 36.9 %, held-out 71.8 % / 45.2 %
 *   after (letter-spaced and capitals titles, prefixed numbers after the title, "issued at",
 *   "Due payable", VAT qualifiers in total labels, ● separators, the name under a bare issuer heading):  tune 97.5 % / 71.2 %, held-out 71.8 % / 45.2 %
 * The set is small (23 PDFs of about 8 generators); the held-out figures are far below the
 * development set's and are the honest measure of unseen layouts.
 */
import "../server/runtimeEnv.ts";
import { measureRealSet, printRealReport } from "../server/test/captureRealSet/index.ts";

const which = process.argv[2] ?? "all";
const showWrong = process.argv.includes("--wrong");
for (const split of ["tune", "heldout"] as const) {
  if (which !== "all" && which !== split && !which.startsWith("--")) continue;
  printRealReport(await measureRealSet(split), { showWrong: showWrong && split === "tune" });
}
