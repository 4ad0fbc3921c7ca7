/**
 * `npx tsx bench/captureAccuracy.ts`: how well heuristic extraction reads invoice fields from
 * the visible text of the Factur-X / ZUGFeRD corpus PDFs, compared with each PDF's embedded XML.
 * Prints per field: files with the field in the XML, found, correct, wrong, unverified (found
 * where the XML has nothing to compare), precision and recall; the wrong values; time per page.
 * Asserts nothing (the corpus test does).
 */
import "../server/runtimeEnv.ts";
import { FX_CORPUS_DIR, measureExtractionAccuracy, type Report } from "../server/test/extractionCorpus.ts";

export { measureExtractionAccuracy, type Report };

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export function printReport(report: Report): void {
  console.log(`Capture accuracy: ${report.files.length} PDFs (${report.pages} pages) from ${FX_CORPUS_DIR}`);
  console.log(
    `Confidence threshold ${report.threshold}; precision = correct / (correct + wrong), recall = correct / in XML`,
  );
  console.table(
    Object.fromEntries(
      [...report.fields, { field: "overall", ...report.overall }].map((f) => [
        f.field,
        {
          "in XML": f.inXml,
          found: f.found,
          correct: f.correct,
          wrong: f.wrong,
          unverified: f.unverified,
          precision: pct(f.precision),
          recall: pct(f.recall),
        },
      ]),
    ),
  );
  const wrong = report.files.flatMap((f) =>
    Object.entries(f.fields)
      .filter(([, r]) => r.outcome === "wrong" || r.outcome === "extraWrong")
      .map(([field, r]) => ({
        file: f.file,
        field,
        expected: JSON.stringify(r.expected ?? "(other party)"),
        got: JSON.stringify(r.got),
        confidence: r.confidence,
      })),
  );
  if (wrong.length > 0) {
    console.log("Wrong values:");
    console.table(wrong);
  }
  const unverified = report.files.flatMap((f) =>
    Object.entries(f.fields)
      .filter(([, r]) => r.outcome === "extra")
      .map(([field, r]) => ({ file: f.file, field, got: JSON.stringify(r.got), confidence: r.confidence })),
  );
  if (unverified.length > 0) {
    console.log("Found without a value in the XML to compare (unverified):");
    console.table(unverified);
  }
  console.log(`Time: ${report.msPerPage} ms per page (text layer + extraction)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printReport(await measureExtractionAccuracy());
}
