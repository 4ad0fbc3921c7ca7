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
      details: ["Rechnungsnummer: RE-1 → RE-2", "Delivered from: leer → 01.11.2026"],
    });
  });

  it("writes amounts, rates and dates as the rest of the page does, in the reader's language", () => {
    const changes = {
      fields: [
        { field: "total", before: "2240.6", after: "12240.60" },
        { field: "discountPercent", before: "2", after: "2.5" },
        { field: "invoiceDate", before: "2026-11-27", after: null },
      ],
    };
    const [total, rate, date] = describe_("FIELDS_CHANGED", changes).details;
    expect(rate).toMatch(/: 2 → 2,5$/);
    expect(total).toMatch(/: 2\.240,60 → 12\.240,60$/);
    expect(date).toMatch(/: 27\.11\.2026 → leer$/);
    expect(describe_("PAYMENT_LINKED", { amount: "2240.60" }).details).toEqual(["2.240,60\u00a0€"]);
    expect(
      describeHistoryEntry({ type: "PAYMENT_LINKED", payload: { amount: "2240.6" }, userName: "A" }, t, "en").details,
    ).toEqual(["€2,240.60"]);
    // Not an amount: as stored, never "NaN".
    expect(describe_("PAYMENT_LINKED", { amount: "viel" }).details).toEqual([]);
  });

  it("reads workflow, approval, sharing and reminder payloads", () => {
    expect(describe_("WORKFLOW_STEP_CHANGED", { previousStep: null, nextStep: "Eingang › Prüfung" }, null).text).toBe(
      "System: Workflow-Schritt von „keine“ nach „Eingang › Prüfung“",
    );
    expect(describe_("APPROVAL_REQUESTED", { approverName: "Julia Hoffmann", message: "Bitte freigeben" })).toEqual({
      text: "Thomas Müller hat die Freigabe bei Julia Hoffmann angefordert",
      details: ["„Bitte freigeben“"],
    });
    expect(
      describe_("APPROVAL_REQUESTED", {
        blankApproverType: "USER_GROUP",
        userGroupName: "Einkauf",
        blankApproverCount: 2,
      }).text,
    ).toBe("Thomas Müller hat die Freigabe bei der Benutzergruppe „Einkauf“ angefordert");
    expect(describe_("APPROVAL_REQUESTED", { blankApproverType: "ANY_MEMBER", secondApprover: true })).toEqual({
      text: "Thomas Müller hat die Freigabe bei allen Freigabeberechtigten angefordert",
      details: ["Zweite Freigabe, weil die erste über dem Freigabelimit lag"],
    });
    expect(describe_("APPROVAL_CANCELED", { blankApproverType: "USER_GROUP", userGroupName: "Einkauf" }).text).toBe(
      "Thomas Müller hat die Freigabeanfrage an die Benutzergruppe „Einkauf“ zurückgezogen",
    );
    expect(describe_("APPROVED", { approverLimitExceeded: true }).text).toMatch(/über dem eigenen Freigabelimit/);
    expect(describe_("APPROVAL_CANCELED", { rejectionCanceled: true, approverName: "Lena" }).text).toBe(
      "Thomas Müller hat die Ablehnung zurückgenommen",
    );
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
    // The rules that acted say why; a run where none matched says so.
    expect(
      describe_("AUTOMATION", {
        success: true,
        rules: [
          { name: "Brandt Sanitär → Schlagwort Baustelle", state: "SUCCESS" },
          { name: "Über 1 000 € → Freigabe", state: "NO_MATCH" },
        ],
      }),
    ).toEqual({
      text: "Eine Automatisierung wurde ausgeführt",
      details: ["Angewendete Regeln: Brandt Sanitär → Schlagwort Baustelle"],
    });
    expect(
      describe_("AUTOMATION", { success: false, noOtherActions: true, rules: [{ name: "A → B", state: "NO_MATCH" }] }),
    ).toEqual({ text: "Eine Automatisierung wurde ausgeführt", details: ["Keine Regel traf zu."] });
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
      "TAGS_CHANGED",
      "REAL_ESTATE_OBJECTS_CHANGED",
      "PARTNER_MERGED",
    ]);
  });

  it("names both partners of a merge", () => {
    expect(
      describe_("PARTNER_MERGED", { fromPartnerName: "Müller GmbH", toPartnerName: "Müller Haustechnik GmbH" }),
    ).toEqual({
      text: "Thomas Müller hat den Geschäftspartner „Müller GmbH“ mit „Müller Haustechnik GmbH“ zusammengeführt",
      details: [],
    });
  });

  it("names what id fields point at, never the raw id", () => {
    expect(
      describe_("FIELDS_CHANGED", {
        entity: "INVOICE",
        fields: [
          {
            field: "partnerAccountId",
            before: null,
            after: "ac000000-0000-4000-8000-000000000001",
            afterLabel: "70001 Brandt",
          },
          // An entry written before labels existed.
          { field: "partnerCompanyLocationId", before: "f0000000-0000-4000-8000-000000000001", after: null },
        ],
      }).details,
    ).toEqual(["Personenkonto: leer → 70001 Brandt", "Standort des Geschäftspartners: (ohne Bezeichnung) → leer"]);
  });

  it("lists added and removed tags, and the objects before and after", () => {
    expect(describe_("TAGS_CHANGED", { added: ["Baustelle", "Rückfrage"], removed: ["Alt"] })).toEqual({
      text: "Thomas Müller hat die Schlagwörter geändert",
      details: ["Hinzugefügt: Baustelle, Rückfrage", "Entfernt: Alt"],
    });
    expect(
      describe_("REAL_ESTATE_OBJECTS_CHANGED", {
        before: [],
        after: [
          { title: "Hafenweg 12", amount: 100 },
          { title: "Lindenstraße 4", amount: null },
        ],
      }).details,
    ).toEqual(["Vorher: keine", "Jetzt: Hafenweg 12 (100 €), Lindenstraße 4"]);
  });

  it("tells linking, closing, reopening and unlinking CRM tickets apart", () => {
    const ticket = { system: "HubSpot", ticketNumber: "#48213", subject: "Kunde bestreitet Position 3" };
    expect(describe_("CRM_TICKET_ADDED", { ...ticket, status: "OPEN" })).toEqual({
      text: "Thomas Müller hat das CRM-Ticket HubSpot #48213 verknüpft",
      details: ["„Kunde bestreitet Position 3“"],
    });
    expect(describe_("CRM_TICKET_CHANGED", { ...ticket, status: "CLOSED", previousStatus: "OPEN" }).text).toBe(
      "Thomas Müller hat das CRM-Ticket HubSpot #48213 als erledigt markiert",
    );
    expect(describe_("CRM_TICKET_CHANGED", { ...ticket, status: "OPEN", previousStatus: "CLOSED" }).text).toBe(
      "Thomas Müller hat das CRM-Ticket HubSpot #48213 wieder geöffnet",
    );
    expect(describe_("CRM_TICKET_CHANGED", { ...ticket, status: "OPEN" }).text).toBe(
      "Thomas Müller hat das CRM-Ticket HubSpot #48213 geändert",
    );
    expect(describe_("CRM_TICKET_REMOVED", ticket).text).toBe(
      "Thomas Müller hat die Verknüpfung mit dem CRM-Ticket HubSpot #48213 entfernt",
    );
  });
});

describe("recurring invoices in the history", () => {
  it("says who set up, changed and ended a recurrence, and what the job did on its own", () => {
    expect(describe_("RECURRENCE_CREATED", { interval: "MONTHLY", nextDate: "2027-01-31" }).text).toBe(
      "Thomas Müller hat eine Wiederholung eingerichtet (monatlich, erste am 31.01.2027)",
    );
    expect(describe_("RECURRENCE_CHANGED", { interval: "QUARTERLY", nextDate: "2027-05-01" }).text).toBe(
      "Thomas Müller hat die Wiederholung geändert (vierteljährlich, nächste am 01.05.2027)",
    );
    expect(describe_("RECURRENCE_ENDED", {}).text).toBe("Thomas Müller hat die Wiederholung beendet");
    expect(describe_("RECURRENCE_ENDED", {}, null).text).toBe(
      "Wiederholung beendet: Enddatum oder Höchstzahl erreicht",
    );
    expect(describe_("RECURRENCE_CLONE_CREATED", { recurrenceCount: 2, date: "2027-02-28" }, null).text).toBe(
      "Wiederholung: Kopie Nr. 2 für den 28.02.2027 erstellt",
    );
    expect(
      describe_("CREATED_BY_RECURRENCE", { recurrenceCount: 2, date: "2027-02-28", reason: "RECURRENCE" }, null).text,
    ).toBe("Als Kopie Nr. 2 einer wiederkehrenden Rechnung erstellt (für den 28.02.2027)");
    for (const type of ["RECURRENCE_CREATED", "RECURRENCE_ENDED", "CREATED_BY_RECURRENCE"])
      expect(isImportantHistoryType(type)).toBe(true);
  });
});
