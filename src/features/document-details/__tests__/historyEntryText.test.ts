import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { describeHistoryEntry } from "../lib/historyEntryText.ts";
import { isImportantHistoryType, KNOWN_HISTORY_TYPES } from "../lib/historyPresets.ts";

const t = i18next.t.bind(i18next);
const describe_ = (type: string, payload: unknown = {}, userName: string | null = "Thomas Müller") =>
  describeHistoryEntry({ type, payload, userName }, t);

describe("history entry texts", () => {
  it("has its own text for every known type, never the generic one", () => {
    for (const type of KNOWN_HISTORY_TYPES) {
      const { text } = describe_(type);
      expect(text, type).not.toMatch(/^\S.* \(Thomas Müller\)$/);
      expect(text, type).not.toContain("documentDetails.");
    }
  });

  it("names the changed fields with before and after", () => {
    expect(
      describe_("FIELDS_CHANGED", {
        entity: "INVOICE",
        fields: [
          { field: "invoiceNumber", before: "RE-1", after: "RE-2" },
          { field: "deliveredFrom", before: null, after: "2026-11-01" },
        ],
      }),
    ).toEqual({
      text: "Thomas Müller hat Angaben geändert",
      details: ["Rechnungsnummer: RE-1 → RE-2", "Delivered from: leer → 2026-11-01"],
    });
  });

  it("reads workflow, approval, sharing and reminder payloads", () => {
    expect(describe_("WORKFLOW_STEP_CHANGED", { previousStep: null, nextStep: "Eingang › Prüfung" }, null).text).toBe(
      "System: Workflow-Schritt von „keine“ nach „Eingang › Prüfung“",
    );
    expect(describe_("APPROVAL_REQUESTED", { approverName: "Julia Hoffmann", message: "Bitte freigeben" })).toEqual({
      text: "Thomas Müller hat die Freigabe bei Julia Hoffmann angefordert",
      details: ["„Bitte freigeben“"],
    });
    expect(describe_("SHARED", { isExternalPublicLink: true }).text).toBe(
      "Thomas Müller hat einen öffentlichen Link erstellt",
    );
    expect(describe_("UNSHARED", { shareUserName: "Steuerbüro Berger" }).text).toBe(
      "Thomas Müller hat die Freigabe für Steuerbüro Berger beendet",
    );
    expect(describe_("PAYMENT_REMINDER_SENT", { receiver: "info@kunde.example", subject: "Erinnerung" })).toEqual({
      text: "Thomas Müller hat eine Zahlungserinnerung an info@kunde.example gesendet",
      details: ["„Erinnerung“"],
    });
    expect(describe_("AUTOMATION", { errored: true, niceErrorMsg: "Konto fehlt" })).toEqual({
      text: "Eine Automatisierung ist fehlgeschlagen",
      details: ["Konto fehlt"],
    });
  });

  it("survives missing or malformed payloads and unknown types", () => {
    expect(describe_("CATEGORY_CHANGED", null).text).toBe(
      "Thomas Müller hat die Kategorie von „keine“ in „keine“ geändert",
    );
    expect(describe_("FIELDS_CHANGED", { fields: "nonsense" }).details).toEqual([]);
    expect(describe_("SOMETHING_NEW", 42).text).toBe("Something new (Thomas Müller)");
  });

  it("adds the uploaded file as a detail", () => {
    expect(describeHistoryEntry({ type: "IMPORTED", payload: {}, userName: null, sourceFileName: "a.pdf" }, t)).toEqual(
      { text: "Importiert", details: ["Datei: a.pdf"] },
    );
  });

  it("counts document-level events as important and single edits as details", () => {
    expect(KNOWN_HISTORY_TYPES.filter((type) => !isImportantHistoryType(type))).toEqual([
      "FIELDS_CHANGED",
      "FIELDS_CONFIRMED",
      "INVOICE_ITEMS_CHANGED",
      "ACCOUNTING_ITEMS_CHANGED",
      "CATEGORY_CHANGED",
      "AUTOMATION",
    ]);
  });
});
