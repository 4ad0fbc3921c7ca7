import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { de, en } from "./allResources.ts";
import "./i18n.ts";

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "object" ? leaves(value, path) : [[path, value]];
  });

/** Counted texts whose words do not change with the number: "Seite 3 von {{count}}", "{{count}} fertig". */
const COUNT_WITHOUT_NOUN = new Set([
  "upload.dropZone.tooMany", // only above the maximum, always several files
  "upload.summary.done",
  "upload.summary.duplicate",
  "upload.summary.inProgress",
  "upload.summary.failed",
  "review.position",
  "review.pages.imageAlt",
  "review.pages.pageLabel",
  "settingsUser.password.description", // a minimum length of many characters
  "settingsUser.password.validation.tooShort",
  "documentDetails.viewer.pageLabel",
  "documentDetails.viewer.attachmentPageLabel",
  "documentDetails.viewer.position",
  "banking.checks.aggregate",
  "banking.link.moreResults", // only above the page size
  "crmTickets.sectionWithOpen",
  "server.mail.updateDigest.newDocuments", // "Neue Belege: 3" — a label and its number
  "server.mail.updateDigest.openApprovals",
  "server.mail.updateDigest.waitingInSteps",
  "server.mail.updateDigest.more", // only above the list's length, always several
  "settingsLicense.usage.predictedHint", // the days of a licence period, always many
  "settingsExtraction.partners.count", // "3 von {{count}} angezeigt"
]);

const COUNTED = /\{\{\s*(count|days|months|years|weeks|hours)\s*\}\}/;

describe("counted texts", () => {
  it.each([
    ["de", de],
    ["en", en],
  ] as const)("%s: every text with a number of things has singular and plural forms", (_language, tree) => {
    const entries = leaves(tree as unknown as Tree);
    const keys = new Set(entries.map(([key]) => key));
    const singularOnly = entries
      .filter(([key, value]) => COUNTED.test(value) && !/_(zero|one|two|few|many|other)$/.test(key))
      .map(([key]) => key)
      .filter((key) => !COUNT_WITHOUT_NOUN.has(key));
    expect(singularOnly).toEqual([]);
    const halfPlural = [...keys]
      .filter((key) => key.endsWith("_one"))
      .filter((key) => !keys.has(key.replace(/_one$/, "_other")));
    expect(halfPlural).toEqual([]);
  });

  it("says 1 Monat and 3 Monate, 1 month and 3 months", async () => {
    await i18next.changeLanguage("de");
    expect(i18next.t("review.units.MON", { count: 1 })).toBe("Monat");
    expect(i18next.t("review.units.MON", { count: 3 })).toBe("Monate");
    expect(i18next.t("review.units.KGM", { count: 3 })).toBe("kg");
    expect(i18next.t("documentPayment.presets.terms", { count: 1 })).toBe("Zahlungsziel 1 Tag");
    await i18next.changeLanguage("en");
    expect(i18next.t("review.units.MON", { count: 1 })).toBe("month");
    expect(i18next.t("review.units.MON", { count: 1.5 })).toBe("months");
    expect(i18next.t("documentPayment.presets.terms", { count: 30 })).toBe("Payment term 30 days");
  });
});
