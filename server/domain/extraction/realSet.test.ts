/**
 * The real capture set (server/test/captureRealSet): hybrid ZUGFeRD / Factur-X invoices of
 * several generators, read from their printed text and compared with their embedded XML.
 * Floors sit at what the extractor achieves, rounded down (`npm run bench:capture:real`);
 * raise them when it improves. The held-out part is measured here, never tuned on.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { measureRealSet, REAL_SPLIT, type RealReport } from "../../test/captureRealSet/index.ts";

const reports: Partial<Record<"tune" | "heldout", RealReport>> = {};

beforeAll(async () => {
  reports.tune = await measureRealSet("tune");
  reports.heldout = await measureRealSet("heldout");
}, 180_000);

describe("real capture set", () => {
  it("has samples of several sources in both parts, no source in both", () => {
    expect(reports.tune!.samples.length).toBeGreaterThanOrEqual(15);
    expect(reports.heldout!.samples.length).toBeGreaterThanOrEqual(40);
    expect(REAL_SPLIT.tune.filter((s) => REAL_SPLIT.heldout.includes(s))).toEqual([]);
    expect(new Set(reports.heldout!.samples.map((s) => s.layout)).size).toBeGreaterThanOrEqual(6);
  });

  it.each([
    // Measured: tune 98.9 % / 83.8 %, held-out 99.3 % / 88.5 % (fill ≥ FILL_THRESHOLD, 8 scored fields;
    // 42 held-out PDFs of 6 sources, of which the FeRD examples are the easy part). Before the
    // seller VAT id with wrong check digits was filled when labelled in the seller's area, and the
    // date / seller-name classes of 2026-11-28: tune 97.8 % / 78.4 %, held-out 95.9 % / 74.4 %.
    ["tune", 0.98, 0.83],
    ["heldout", 0.99, 0.88],
  ] as const)("keeps precision and recall of the %s part at their measured floors", (split, precision, recall) => {
    const r = reports[split]!;
    expect(r.overall.filled.precision).toBeGreaterThanOrEqual(precision);
    expect(r.overall.filled.recall).toBeGreaterThanOrEqual(recall);
  });
});
