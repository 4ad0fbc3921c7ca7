import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { shareDocumentFormSchema } from "../forms/shareDocumentFormSchema.ts";
import { deleteBlockerOf, type DeleteBlockerInput } from "../lib/deleteBlocker.ts";
import { publicLinkUrl } from "../lib/publicLinkUrl.ts";
import { type RecurrenceDisplay, recurrenceText } from "../lib/recurrenceText.ts";

const MAY_DELETE: DeleteBlockerInput = {
  canCurrentUserDelete: true,
  hasDocumentsManageAccess: true,
  isDeleteRestricted: false,
  canDeleteDocumentsInCompany: true,
  isExportedForBooking: false,
  hasDependentDocuments: false,
};

describe("deleteBlockerOf", () => {
  it("is null when the flag allows and nothing depends on the document", () => {
    expect(deleteBlockerOf(MAY_DELETE)).toBeNull();
  });
  it("names the reason in the database's order", () => {
    const refused = { ...MAY_DELETE, canCurrentUserDelete: false };
    expect(deleteBlockerOf({ ...refused, hasDocumentsManageAccess: false, isExportedForBooking: true })).toBe(
      "noRight",
    );
    expect(
      deleteBlockerOf({
        ...refused,
        isDeleteRestricted: true,
        canDeleteDocumentsInCompany: false,
        isExportedForBooking: true,
      }),
    ).toBe("restricted");
    expect(deleteBlockerOf({ ...refused, isDeleteRestricted: true, isExportedForBooking: true })).toBe("exported");
    expect(deleteBlockerOf(refused)).toBe("noRight");
  });
  it("knows dependants block although the flag allows", () => {
    expect(deleteBlockerOf({ ...MAY_DELETE, hasDependentDocuments: true })).toBe("dependents");
  });
});

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

describe("shareDocumentFormSchema", () => {
  it("trims the address and refuses what is not one", () => {
    expect(shareDocumentFormSchema.parse({ email: "  anna@example.de " })).toEqual({ email: "anna@example.de" });
    expect(shareDocumentFormSchema.safeParse({ email: "  " }).error?.issues[0]?.message).toBe("required");
    expect(shareDocumentFormSchema.safeParse({ email: "anna@" }).error?.issues[0]?.message).toBe("invalid");
  });
});

describe("publicLinkUrl", () => {
  it("is /share/<token> on the app's origin", () => {
    expect(publicLinkUrl("ab12", "https://app.belegwerk.de")).toBe("https://app.belegwerk.de/share/ab12");
  });
});
