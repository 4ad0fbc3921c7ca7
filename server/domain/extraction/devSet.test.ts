/**
 * The capture development set (server/test/captureDevSet): the extractor on 34 layouts of our
 * own. Floors sit slightly below what it achieves (`npx tsx bench/captureDevSet.ts`); raise
 * them when it improves. The held-out part is measured here, never tuned on.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type DevReport, LAYOUTS, measureDevSet } from "../../test/captureDevSet/index.ts";
import { FILL_THRESHOLD } from "./index.ts";

const reports: Partial<Record<"dev" | "heldout", DevReport>> = {};

beforeAll(async () => {
  reports.dev = await measureDevSet("dev");
  reports.heldout = await measureDevSet("heldout");
}, 120_000);

describe("capture development set", () => {
  it("has at least 20 layouts, some held out, covering credit notes, reminders and delivery notes", () => {
    expect(LAYOUTS.length).toBeGreaterThanOrEqual(20);
    expect(LAYOUTS.filter((l) => l.split === "heldout").length).toBeGreaterThanOrEqual(5);
    for (const kind of ["invoice", "credit", "reminder", "delivery"])
      expect(LAYOUTS.some((l) => l.kind === kind)).toBe(true);
    expect(new Set(LAYOUTS.map((l) => l.lang))).toEqual(new Set(["de", "at", "fr", "en", "us"]));
    expect(reports.dev!.samples.length).toBeGreaterThanOrEqual(150);
  });

  it.each(["dev", "heldout"] as const)(
    "covers the %s part with the seller's layouts: party columns under role labels, the company over its footer ids, the sender line alone, a logo placeholder",
    (split) => {
      const part = LAYOUTS.filter((l) => l.split === split);
      expect(part.some((l) => l.parties)).toBe(true);
      expect(part.some((l) => l.footer === "name-columns")).toBe(true);
      expect(part.some((l) => l.senderLine && l.letterhead === "none" && l.footer === "none")).toBe(true);
      expect(part.some((l) => l.logoPlaceholder)).toBe(true);
      const seller = reports[split]!.samples.filter((s) =>
        /two-column|name-columns|sender-line-only|logo/.test(s.layout),
      );
      for (const f of ["partnerName", "partnerVatId"] as const) {
        const right = seller.filter((s) => s.fields[f].filled === "correct").length;
        expect(
          seller.filter((s) => s.fields[f].filled === "wrong"),
          f,
        ).toEqual([]);
        expect(right / seller.length, f).toBeGreaterThanOrEqual(0.95);
      }
    },
  );

  it.each(["dev", "heldout"] as const)("fills the scored fields of the %s part with ≥ 97 %% precision", (split) => {
    const r = reports[split]!;
    // Measured: dev 100 %, held-out 100 %.
    expect(r.overall.filled.precision).toBeGreaterThanOrEqual(0.97);
    for (const f of r.perField) expect(f.filled.precision, f.field).toBeGreaterThanOrEqual(0.95);
  });

  it.each([
    ["dev", 0.97],
    ["heldout", 0.98],
  ] as const)("fills most scored fields of the %s part", (split, floor) => {
    // Measured: dev 97.8 % (1596 of 1632), held-out 99.2 %.
    expect(reports[split]!.overall.filled.recall).toBeGreaterThanOrEqual(floor);
  });

  it("reads nothing from reminders and delivery notes", () => {
    for (const r of Object.values(reports))
      for (const s of r!.samples.filter((x) => /reminder|delivery|mahnung/.test(x.layout)))
        for (const f of Object.values(s.fields)) expect(f.filled, s.id).not.toBe("wrong");
  });

  it("is calibrated: every confidence band at or above the fill threshold is ≥ 97 % right", () => {
    for (const band of reports.dev!.calibration.filter((b) => b.from >= FILL_THRESHOLD && b.values >= 10))
      expect(band.share, band.band).toBeGreaterThanOrEqual(0.97);
  });
});
