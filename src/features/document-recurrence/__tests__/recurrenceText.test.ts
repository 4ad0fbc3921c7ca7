import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { type RecurrenceDisplay, recurrenceText } from "../lib/recurrenceText.ts";

const MONTHLY: RecurrenceDisplay = {
  interval: "MONTHLY",
  nextDate: "2026-12-01",
  prevDate: "2026-11-01",
  endsAt: null,
  maxRecurrences: null,
  recurrenceCount: 3,
  ended: false,
};

describe("recurrenceText", () => {
  it("says the interval and the next date in German", () => {
    expect(recurrenceText(MONTHLY, i18next.t, "de")).toBe("Wiederkehrend: monatlich, nächste am 01.12.2026");
  });
  it("adds the end date and the count of a limited recurrence", () => {
    expect(
      recurrenceText({ ...MONTHLY, interval: "QUARTERLY", endsAt: "2027-12-31", maxRecurrences: 8 }, i18next.t, "de"),
    ).toBe("Wiederkehrend: vierteljährlich, nächste am 01.12.2026, bis 31.12.2027 (3 von 8 erstellt)");
  });
  it("says when it ended", () => {
    expect(recurrenceText({ ...MONTHLY, ended: true, nextDate: null }, i18next.t, "de")).toBe(
      "Wiederholung beendet (monatlich, zuletzt am 01.11.2026)",
    );
  });
  it("speaks English too", async () => {
    await i18next.changeLanguage("en");
    expect(recurrenceText({ ...MONTHLY, interval: "HALF_YEARLY" }, i18next.t, "en")).toBe(
      "Recurring: half-yearly, next on 01/12/2026",
    );
  });
});
