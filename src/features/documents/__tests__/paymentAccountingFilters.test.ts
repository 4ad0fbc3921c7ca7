import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { parseDocumentsSearch } from "../../../lib/search/documentsSearchSchema.ts";
import { hasActiveFilter } from "../lib/documentsPresets.ts";
import { type ChipLookups, filterChips } from "../lib/filterChips.ts";
import { listFilterOf, listVariablesOf, variablesKey } from "../lib/listVariables.ts";

// The payment and accounting filters of the documents list: from the URL's search to the
// server's filter, and back to the person as chips.

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const TODAY = "2026-11-25";
const id = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const GIRO = id(1);
const CASH = id(2);
const PHONE = id(11);
const OFFICE = id(12);
const POSTAGE = id(13);
const ADMIN = id(21);
const PLUMBING = id(22);
const BREAD = id(31);
const UNKNOWN = id(99);

const search = (raw: Record<string, unknown>) => parseDocumentsSearch({ clientCompanyRowId: COMPANY, ...raw });

const lookups: ChipLookups = {
  categoryNames: new Map(),
  partnerNames: null,
  workflowStepNames: new Map(),
  userNames: new Map(),
  moneyAccountNames: new Map([
    [GIRO, "Geschäftskonto"],
    [CASH, "Kasse"],
  ]),
  generalLedgerAccountNames: new Map([
    [PHONE, "4920 Telefon"],
    [OFFICE, "4930 Bürobedarf"],
    [POSTAGE, "4910 Porto"],
  ]),
  costCenterNames: new Map([
    [ADMIN, "100 Verwaltung"],
    [PLUMBING, "200 Sanitär"],
  ]),
  costUnitNames: new Map([[BREAD, "1001 Brot und Brötchen"]]),
};

const chipsOf = (raw: Record<string, unknown>, language: "de" | "en" = "de") =>
  filterChips(search(raw), "LIST_VIEW", lookups, i18next.getFixedT(language), language);

describe("list variables", () => {
  it("hands every payment and accounting filter to the server as it is in the URL", () => {
    const filter = listFilterOf(
      search({
        hasPain001Payment: "true",
        hasPain008DirectDebit: false,
        isPaymentReminderSent: false,
        moneyAccountRowIds: `${GIRO},${CASH}`,
        generalLedgerAccountRowIds: [PHONE],
        excludeGeneralLedgerAccountRowIds: [OFFICE],
        costCenterRowIds: [ADMIN],
        excludeCostCenterRowIds: [PLUMBING],
        costUnitRowIds: [BREAD],
        excludeCostUnitRowIds: [UNKNOWN],
      }),
      TODAY,
    );
    expect(filter).toMatchObject({
      hasPain001Payment: true,
      hasPain008DirectDebit: false,
      isPaymentReminderSent: false,
      moneyAccountRowIds: [GIRO, CASH],
      generalLedgerAccountRowIds: [PHONE],
      excludeGeneralLedgerAccountRowIds: [OFFICE],
      costCenterRowIds: [ADMIN],
      excludeCostCenterRowIds: [PLUMBING],
      costUnitRowIds: [BREAD],
      excludeCostUnitRowIds: [UNKNOWN],
    });
  });

  it("leaves them out when they are not set or could not be read, so equal filters stay equal", () => {
    const plain = listVariablesOf(COMPANY, search({}), TODAY);
    const repaired = listVariablesOf(
      COMPANY,
      search({ hasPain001Payment: "maybe", moneyAccountRowIds: "Geschäftskonto", costCenterRowIds: [] }),
      TODAY,
    );
    expect(Object.keys(repaired.filter)).not.toContain("hasPain001Payment");
    expect(Object.keys(repaired.filter)).not.toContain("moneyAccountRowIds");
    expect(variablesKey(repaired)).toBe(variablesKey(plain));
  });

  it("counts them as active filters (reset is offered), false as much as true", () => {
    expect(hasActiveFilter(search({}), "THUMB_VIEW")).toBe(false);
    expect(hasActiveFilter(search({ isPaymentReminderSent: false }), "THUMB_VIEW")).toBe(true);
    expect(hasActiveFilter(search({ excludeCostUnitRowIds: [BREAD] }), "THUMB_VIEW")).toBe(true);
  });
});

describe("chips of the payment and accounting filters", () => {
  it("names the accounts, ledger accounts, cost centres and units, each removable on its own", () => {
    const chips = chipsOf({
      hasPain001Payment: true,
      hasPain008DirectDebit: false,
      isPaymentReminderSent: true,
      moneyAccountRowIds: [GIRO],
      generalLedgerAccountRowIds: [PHONE],
      excludeCostCenterRowIds: [ADMIN],
      costUnitRowIds: [BREAD],
    });
    expect(chips.map((chip) => chip.label)).toEqual([
      "SEPA-Überweisung erstellt: Ja",
      "Lastschrift eingezogen: Nein",
      "Zahlungserinnerung gesendet: Ja",
      "Konto: Geschäftskonto",
      "Sachkonto: 4920 Telefon",
      "Ohne Kostenstelle: 100 Verwaltung",
      "Kostenträger: 1001 Brot und Brötchen",
    ]);
    expect(chips.map((chip) => chip.remove)).toEqual([
      { hasPain001Payment: undefined },
      { hasPain008DirectDebit: undefined },
      { isPaymentReminderSent: undefined },
      { moneyAccountRowIds: undefined },
      { generalLedgerAccountRowIds: undefined },
      { excludeCostCenterRowIds: undefined },
      { costUnitRowIds: undefined },
    ]);
  });

  it("gives an inclusion and its exclusion a chip each", () => {
    const chips = chipsOf({ generalLedgerAccountRowIds: [PHONE], excludeGeneralLedgerAccountRowIds: [OFFICE] });
    expect(chips.map((chip) => [chip.key, chip.label])).toEqual([
      ["generalLedgerAccounts", "Sachkonto: 4920 Telefon"],
      ["generalLedgerAccountsExclude", "Ohne Sachkonto: 4930 Bürobedarf"],
    ]);
    expect(chips[1]!.remove).toEqual({ excludeGeneralLedgerAccountRowIds: undefined });
  });

  it("shortens long lists, and counts what it cannot name", () => {
    expect(chipsOf({ generalLedgerAccountRowIds: [PHONE, OFFICE, POSTAGE] })[0]!.label).toBe(
      "Sachkonto: 4920 Telefon, 4930 Bürobedarf und 1 weiterer",
    );
    expect(chipsOf({ moneyAccountRowIds: [GIRO, CASH] })[0]!.label).toBe("Konten: Geschäftskonto, Kasse");
    expect(chipsOf({ moneyAccountRowIds: [UNKNOWN] })[0]!.label).toBe("Konto: 1 Konto");
    expect(chipsOf({ excludeCostUnitRowIds: [UNKNOWN, id(98)] })[0]!.label).toBe("Ohne Kostenträger: 2 Kostenträger");
    expect(chipsOf({ costCenterRowIds: [UNKNOWN, PLUMBING] })[0]!.label).toBe(
      "Kostenstelle: 200 Sanitär und 1 weiterer",
    );
  });

  it("speaks English too", () => {
    expect(
      chipsOf(
        {
          hasPain008DirectDebit: true,
          moneyAccountRowIds: [CASH],
          excludeGeneralLedgerAccountRowIds: [PHONE],
          costCenterRowIds: [UNKNOWN],
        },
        "en",
      ).map((chip) => chip.label),
    ).toEqual([
      "Direct debit collected: Yes",
      "Account: Kasse",
      "Without ledger account: 4920 Telefon",
      "Cost centre: 1 cost centre",
    ]);
  });
});
