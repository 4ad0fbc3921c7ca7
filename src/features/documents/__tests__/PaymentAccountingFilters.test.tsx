import { MantineProvider } from "@mantine/core";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { type DocumentsSearch, parseDocumentsSearch } from "../../../lib/search/documentsSearchSchema.ts";
import { theme } from "../../../ui/theme.ts";
import type { SearchPatch } from "../components/DocumentsFilterPanel.tsx";
import { PaymentAccountingFilters } from "../components/PaymentAccountingFilters.tsx";
import type { FilterOptions } from "../hooks/useFilterOptions.ts";
import { COMPANY } from "./documentsTestEnvironment.ts";

const id = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const GIRO = id(1);
const CASH = id(2);
const PHONE = id(11);
const OFFICE = id(12);
const CAR = id(13);
const ADMIN = id(21);
const BREAD = id(31);
const UNKNOWN = id(99);

const OPTIONS: FilterOptions = {
  categoryGroups: [],
  workflowStepGroups: [],
  users: [],
  moneyAccounts: [
    { value: GIRO, label: "Geschäftskonto" },
    { value: CASH, label: "Alte Kasse (inaktiv)" },
  ],
  generalLedgerAccounts: [
    { value: CAR, label: "0320 Pkw (deaktiviert)" },
    { value: PHONE, label: "4920 Telefon" },
    { value: OFFICE, label: "4930 Bürobedarf" },
  ],
  costCenters: [{ value: ADMIN, label: "100 Verwaltung" }],
  costUnits: [{ value: BREAD, label: "1001 Brot und Brötchen" }],
  canFilterByBanking: true,
  canFilterByAccounting: true,
  hasCostCenters: true,
  hasCostUnits: false,
  categoryNames: new Map(),
  workflowStepNames: new Map(),
  userNames: new Map(),
  moneyAccountNames: new Map(),
  generalLedgerAccountNames: new Map(),
  costCenterNames: new Map(),
  costUnitNames: new Map(),
  tags: [],
  realEstateObjects: [],
  hasRealEstateObjects: false,
  tagNames: new Map(),
  realEstateObjectNames: new Map(),
};

/** The inputs with the search kept as the page keeps it; every patch recorded. */
function renderFilters(options: Partial<FilterOptions> = {}, raw: Record<string, unknown> = {}) {
  const patches: SearchPatch[] = [];
  const current: { search: DocumentsSearch } = {
    search: parseDocumentsSearch({ clientCompanyRowId: COMPANY, ...raw }),
  };
  function Harness() {
    const [search, setSearch] = useState(current.search);
    return (
      <PaymentAccountingFilters
        search={search}
        options={{ ...OPTIONS, ...options }}
        onChange={(patch) => {
          patches.push(patch);
          current.search = { ...current.search, ...patch };
          setSearch(current.search);
        }}
      />
    );
  }
  render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider theme={theme}>
        <Harness />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { patches, current };
}

/** The open dropdown of an input (every select keeps its own mounted). */
const listboxOf = (input: HTMLElement) => {
  const listbox = document.getElementById(input.getAttribute("aria-controls") ?? "");
  if (!listbox) throw new Error("The dropdown is not open");
  return within(listbox);
};
// The dropdown's transition keeps options "hidden" in jsdom.
const option = (input: HTMLElement, name: string) => listboxOf(input).findByRole("option", { name, hidden: true });
const optionNames = (input: HTMLElement) =>
  listboxOf(input)
    .queryAllByRole("option", { hidden: true })
    .map((o) => o.textContent);
const pillsOf = (input: HTMLElement) =>
  [...(input.closest(".mantine-MultiSelect-pillsList")?.querySelectorAll(".mantine-Pill-label") ?? [])].map(
    (pill) => pill.textContent,
  );
const labels = () => screen.getAllByRole("combobox").map((input) => input.getAttribute("aria-label") ?? labelOf(input));
const labelOf = (input: HTMLElement) =>
  input.id ? document.querySelector(`label[for="${input.id}"]`)?.textContent : null;

// Rendering Mantine selects in jsdom is slow on a busy machine.
describe("PaymentAccountingFilters", () => {
  it("offers everything to someone with banking and accounting access, cost units only with the feature", () => {
    renderFilters();
    expect(labels()).toEqual([
      "SEPA-Überweisung erstellt",
      "Lastschrift eingezogen",
      "Zahlungserinnerung gesendet",
      "Zahlung über Konto",
      "Sachkonto",
      "Kostenstelle",
    ]);
  });

  it("offers only the reminder without banking and accounting access", () => {
    renderFilters({ canFilterByBanking: false, canFilterByAccounting: false, hasCostUnits: true });
    expect(labels()).toEqual(["Zahlungserinnerung gesendet"]);
  });

  it("offers the accounting filters without the banking ones, and a chosen cost unit despite the feature", () => {
    renderFilters({ canFilterByBanking: false, hasCostCenters: false }, { excludeCostUnitRowIds: [BREAD] });
    expect(labels()).toEqual(["Zahlungserinnerung gesendet", "Sachkonto", "Kostenträger"]);
    const units = screen.getByRole("combobox", { name: "Kostenträger" });
    expect(pillsOf(units)).toEqual(["1001 Brot und Brötchen"]);
    expect(
      within(screen.getByRole("radiogroup", { name: "Kostenträger: einschließen oder ausschließen" })).getByRole(
        "radio",
        { name: "ist nicht" },
      ),
    ).toBeChecked();
  });

  it("writes yes, no and 'all' of a payment question to the search", async () => {
    const user = userEvent.setup();
    const { patches } = renderFilters();
    const sepa = screen.getByRole("combobox", { name: "SEPA-Überweisung erstellt" });
    expect(sepa).toHaveValue("Alle");
    await user.click(sepa);
    await user.click(await option(sepa, "Nein"));
    expect(patches).toEqual([{ hasPain001Payment: false }]);
    expect(sepa).toHaveValue("Nein");
    const reminder = screen.getByRole("combobox", { name: "Zahlungserinnerung gesendet" });
    await user.click(reminder);
    await user.click(await option(reminder, "Ja"));
    await user.click(sepa);
    await user.click(await option(sepa, "Alle"));
    expect(patches.slice(1)).toEqual([{ isPaymentReminderSent: true }, { hasPain001Payment: undefined }]);
  });

  it("picks money accounts by name, inactive ones marked, and removes them again", async () => {
    const user = userEvent.setup();
    const { patches } = renderFilters();
    const accounts = screen.getByRole("combobox", { name: "Zahlung über Konto" });
    await user.click(accounts);
    expect(optionNames(accounts)).toEqual(["Geschäftskonto", "Alte Kasse (inaktiv)"]);
    await user.click(await option(accounts, "Geschäftskonto"));
    expect(patches).toEqual([{ moneyAccountRowIds: [GIRO] }]);
    expect(pillsOf(accounts)).toEqual(["Geschäftskonto"]);
    await user.click(within(accounts.closest(".mantine-MultiSelect-pillsList")!).getByRole("button", { hidden: true }));
    expect(patches.at(-1)).toEqual({ moneyAccountRowIds: undefined });
  });

  it("excludes ledger accounts found by number or name", async () => {
    const user = userEvent.setup();
    const { patches, current } = renderFilters();
    const modes = within(screen.getByRole("radiogroup", { name: "Sachkonto: einschließen oder ausschließen" }));
    await user.click(modes.getByRole("radio", { name: "ist nicht" }));
    const ledger = screen.getByRole("combobox", { name: "Sachkonto" });
    await user.type(ledger, "49");
    await waitFor(() => expect(optionNames(ledger)).toEqual(["4920 Telefon", "4930 Bürobedarf"]));
    await user.click(await option(ledger, "4930 Bürobedarf"));
    expect(patches.at(-1)).toEqual({
      generalLedgerAccountRowIds: undefined,
      excludeGeneralLedgerAccountRowIds: [OFFICE],
    });
    await user.clear(ledger);
    await user.type(ledger, "telefon");
    await user.click(await option(ledger, "4920 Telefon"));
    expect(current.search.excludeGeneralLedgerAccountRowIds).toEqual([OFFICE, PHONE]);
    // Switching to "is" turns the same accounts into an inclusion.
    await user.click(modes.getByRole("radio", { name: "ist" }));
    expect(patches.at(-1)).toEqual({
      generalLedgerAccountRowIds: [OFFICE, PHONE],
      excludeGeneralLedgerAccountRowIds: undefined,
    });
  });

  it("names chosen values the company does not know as unknown, removable like the others", () => {
    renderFilters({}, { moneyAccountRowIds: [UNKNOWN], costCenterRowIds: [ADMIN, UNKNOWN] });
    expect(pillsOf(screen.getByRole("combobox", { name: "Zahlung über Konto" }))).toEqual(["Unbekannter Eintrag"]);
    expect(pillsOf(screen.getByRole("combobox", { name: "Kostenstelle" }))).toEqual([
      "100 Verwaltung",
      "Unbekannter Eintrag",
    ]);
  });

  it("says when the company has nothing to choose from", () => {
    renderFilters({ moneyAccounts: [], generalLedgerAccounts: [], costCenters: [] });
    expect(screen.getByRole("combobox", { name: "Zahlung über Konto" })).toHaveAttribute(
      "placeholder",
      "Keine Konten angelegt",
    );
    expect(screen.getByRole("combobox", { name: "Sachkonto" })).toHaveAttribute(
      "placeholder",
      "Keine Sachkonten angelegt",
    );
    expect(screen.getByRole("combobox", { name: "Kostenstelle" })).toHaveAttribute(
      "placeholder",
      "Keine Kostenstellen angelegt",
    );
  });
});
