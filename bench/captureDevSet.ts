/**
 * `npx tsx bench/captureDevSet.ts [dev|heldout|all] [--wrong] [--missed]`: the capture
 * development set alone (see server/test/captureDevSet): recall, precision and calibration per
 * field and per layout. `npm run bench:capture` prints both parts too. Wrong values are only
 * listed for the dev part: the held-out part is not for tuning.
 */
import "../server/runtimeEnv.ts";
import { measureDevSet, printDevReport } from "../server/test/captureDevSet/index.ts";

const which = process.argv[2] ?? "all";
const showWrong = process.argv.includes("--wrong");
for (const split of ["dev", "heldout"] as const) {
  if (which !== "all" && which !== split) continue;
  printDevReport(await measureDevSet(split), { showWrong: showWrong && split === "dev" });
}
