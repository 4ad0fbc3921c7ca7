import { MantineProvider } from "@mantine/core";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { type DocumentsSearch, parseDocumentsSearch } from "../../../lib/search/documentsSearchSchema.ts";
import { theme } from "../../../ui/theme.ts";
import { CompletenessFilter, TagObjectFilters } from "../components/BookkeepingFilters.tsx";
import type { SearchPatch } from "../components/DocumentsFilterPanel.tsx";
import type { FilterOptions } from "../hooks/useFilterOptions.ts";
import { filterChips } from "../lib/filterChips.ts";
import { listFilterOf, listVariablesOf } from "../lib/listVariables.ts";
import { COMPANY } from "./documentsTestEnvironment.ts";

const id = (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const SITE = id(1);
const QUESTION = id(2);
const WEG = id(11);
const SHOP = id(12);
const UNKNOWN = id(99);

const OPTIONS = {
  tags: [
    { value: SITE, label: "Baustelle Kollwitzstraße 41" },
    { value: QUESTION, label: "Rückfrage Steuerberater" },
  ],
  realEstateObjects: [
    { value: SHOP, label: "Geschäftshaus Schönhauser Allee 76 (3076)" },
    { value: WEG, label: "WEG Kollwitzstraße 41 (1041)" },
  ],
  hasRealEstateObjects: true,
  tagNames: new Map([
    [SITE, "Baustelle Kollwitzstraße 41"],
    [QUESTION, "Rückfrage Steuerberater"],
  ]),
  realEstateObjectNames: new Map([[WEG, "WEG Kollwitzstraße 41 (1041)"]]),
} satisfies Partial<FilterOptions>;

function renderFilters(options: Partial<FilterOptions> = {}, raw: Record<string, unknown> = {}) {
  const patches: SearchPatch[] = [];
  const current: { search: DocumentsSearch } = {
    search: parseDocumentsSearch({ clientCompanyRowId: COMPANY, ...raw }),
  };
  const merged = { ...OPTIONS, ...options } as FilterOptions;
  function Harness() {
    const [search, setSearch] = useState(current.search);
    const onChange = (patch: SearchPatch) => {
      patches.push(patch);
      current.search = { ...current.search, ...patch };
      setSearch(current.search);
    };
    return (
      <>
        <TagObjectFilters search={search} options={merged} onChange={onChange} />
        <CompletenessFilter search={search} options={merged} onChange={onChange} />
      </>
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

const listboxOf = (input: HTMLElement) => {
  const listbox = document.getElementById(input.getAttribute("aria-controls") ?? "");
  if (!listbox) throw new Error("The dropdown is not open");
  return within(listbox);
};
const option = (input: HTMLElement, name: string) => listboxOf(input).findByRole("option", { name, hidden: true });
const optionNames = (input: HTMLElement) =>
  listboxOf(input)
    .queryAllByRole("option", { hidden: true })
    .map((o) => o.textContent);
const pillsOf = (input: HTMLElement) =>
  [...(input.closest(".mantine-MultiSelect-pillsList")?.querySelectorAll(".mantine-Pill-label") ?? [])].map(
    (pill) => pill.textContent,
  );
const comboboxNames = () => screen.getAllByRole("combobox").map((input) => input.getAttribute("aria-label"));

describe("tag, real-estate object and completeness filters", () => {
  it("offers tags once the company has any, objects with the feature, completeness always", () => {
    renderFilters();
    expect(comboboxNames()).toEqual(["Schlagwörter", "Objekte", "Vollständigkeit"]);
  });

  it("hides tags and objects the company does not use, unless a link chose them", () => {
    renderFilters({ tags: [], hasRealEstateObjects: false, realEstateObjects: [] });
    expect(comboboxNames()).toEqual(["Vollständigkeit"]);
  });

  it("shows a tag chosen through a link although the company has none left", () => {
    renderFilters({ tags: [], hasRealEstateObjects: false }, { excludeTagRowIds: [UNKNOWN] });
    expect(pillsOf(screen.getByRole("combobox", { name: "Schlagwörter" }))).toEqual(["Unbekannter Eintrag"]);
  });

  it("picks tags and turns them into an exclusion", async () => {
    const user = userEvent.setup();
    const { patches } = renderFilters();
    const tags = screen.getByRole("combobox", { name: "Schlagwörter" });
    await user.click(tags);
    expect(optionNames(tags)).toEqual(["Baustelle Kollwitzstraße 41", "Rückfrage Steuerberater"]);
    await user.click(await option(tags, "Rückfrage Steuerberater"));
    expect(patches).toEqual([{ tagRowIds: [QUESTION], excludeTagRowIds: undefined }]);
    const modes = within(screen.getByRole("radiogroup", { name: "Schlagwörter: einschließen oder ausschließen" }));
    await user.click(modes.getByRole("radio", { name: "ist nicht" }));
    expect(patches.at(-1)).toEqual({ tagRowIds: undefined, excludeTagRowIds: [QUESTION] });
  });

  it("finds objects by number and writes them to the search", async () => {
    const user = userEvent.setup();
    const { current } = renderFilters();
    const objects = screen.getByRole("combobox", { name: "Objekte" });
    await user.type(objects, "1041");
    await waitFor(() => expect(optionNames(objects)).toEqual(["WEG Kollwitzstraße 41 (1041)"]));
    await user.click(await option(objects, "WEG Kollwitzstraße 41 (1041)"));
    expect(current.search.realEstateObjectRowIds).toEqual([WEG]);
  });

  it("asks for complete or missing details; the object only with the feature", async () => {
    const user = userEvent.setup();
    const { patches } = renderFilters({ hasRealEstateObjects: false, realEstateObjects: [] });
    const completeness = screen.getByRole("combobox", { name: "Vollständigkeit" });
    await user.click(completeness);
    expect(optionNames(completeness)).toEqual(["Personenkonto", "Kontierung"]);
    const modes = within(
      screen.getByRole("radiogroup", {
        name: "Vollständigkeit: einschließen oder ausschließen",
      }),
    );
    await user.click(modes.getByRole("radio", { name: "fehlt" }));
    await user.click(completeness);
    await user.click(await option(completeness, "Personenkonto"));
    expect(patches.at(-1)).toEqual({
      invoiceCompletenessDetails: undefined,
      excludeInvoiceCompletenessDetails: ["PARTNER_ACCOUNT"],
    });
  });
});

describe("their chips and the URL", () => {
  const lookups = {
    categoryNames: new Map(),
    partnerNames: null,
    workflowStepNames: new Map(),
    userNames: new Map(),
    moneyAccountNames: new Map(),
    generalLedgerAccountNames: new Map(),
    costCenterNames: new Map(),
    costUnitNames: new Map(),
    tagNames: OPTIONS.tagNames,
    realEstateObjectNames: OPTIONS.realEstateObjectNames,
  };
  const search = (raw: Record<string, unknown>) => parseDocumentsSearch({ clientCompanyRowId: COMPANY, ...raw });
  const chipsOf = (raw: Record<string, unknown>, language = "de") =>
    filterChips(search(raw), "LIST_VIEW", lookups, i18next.getFixedT(language), language);

  it("names tags, objects and details, each chip removing its own filter", () => {
    const chips = chipsOf({
      tagRowIds: [SITE, QUESTION],
      excludeRealEstateObjectRowIds: [WEG, UNKNOWN],
      excludeInvoiceCompletenessDetails: ["PARTNER_ACCOUNT", "ACCOUNTING_ITEMS"],
    });
    expect(chips.map((chip) => [chip.label, chip.remove])).toEqual([
      ["Schlagwort: Baustelle Kollwitzstraße 41, Rückfrage Steuerberater", { tagRowIds: undefined }],
      ["Ohne Objekt: WEG Kollwitzstraße 41 (1041) und 1 weiterer", { excludeRealEstateObjectRowIds: undefined }],
      ["Fehlt: Personenkonto, Kontierung", { excludeInvoiceCompletenessDetails: undefined }],
    ]);
  });

  it("speaks English", () => {
    expect(
      chipsOf({ invoiceCompletenessDetails: ["REAL_ESTATE_OBJECT"], excludeTagRowIds: [SITE] }, "en").map(
        (c) => c.label,
      ),
    ).toEqual(["Without tag: Baustelle Kollwitzstraße 41", "Complete: Property"]);
  });

  it("reads the URL: unknown details and ids dropped, the ledger-account sort kept", () => {
    const parsed = search({
      tagRowIds: `${SITE},nonsense`,
      invoiceCompletenessDetails: "PARTNER_ACCOUNT,NOTHING",
      excludeInvoiceCompletenessDetails: ["REAL_ESTATE_OBJECT"],
      orderBy: "GENERAL_LEDGER_ACCOUNT",
    });
    expect(parsed).toMatchObject({
      tagRowIds: [SITE],
      invoiceCompletenessDetails: ["PARTNER_ACCOUNT"],
      excludeInvoiceCompletenessDetails: ["REAL_ESTATE_OBJECT"],
      orderBy: "GENERAL_LEDGER_ACCOUNT",
    });
    expect(listFilterOf(parsed, "2026-11-25")).toMatchObject({
      tagRowIds: [SITE],
      invoiceCompletenessDetails: ["PARTNER_ACCOUNT"],
      excludeInvoiceCompletenessDetails: ["REAL_ESTATE_OBJECT"],
    });
    expect(listVariablesOf(COMPANY, parsed, "2026-11-25")).toMatchObject({ orderBy: "GENERAL_LEDGER_ACCOUNT" });
  });
});
