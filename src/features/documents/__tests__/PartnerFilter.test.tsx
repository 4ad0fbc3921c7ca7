import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { PartnerFilter } from "../components/PartnerFilterSelect.tsx";
import { COMPANY, createDocumentsEnvironment, type MockPartner } from "./documentsTestEnvironment.ts";

const partnerId = (n: number) => `e0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const MUELLER: MockPartner = { rowId: partnerId(1), name: "Müller Sanitär GmbH" };
const SCHMIDT: MockPartner = { rowId: partnerId(2), name: "Schmidt Bürobedarf" };
// More than the 20 the server offers at once, the last one inactive.
const MANY: MockPartner[] = Array.from({ length: 30 }, (_, i) => ({
  rowId: partnerId(100 + i),
  name: `Zulieferer ${String(i + 1).padStart(2, "0")}`,
  active: i < 29,
}));

interface Chosen {
  include?: string[];
  exclude?: string[];
}

function renderPartnerFilter(partners: MockPartner[], initial: Chosen = {}) {
  const mock = createDocumentsEnvironment({ partners });
  const changes: Chosen[] = [];
  function Harness() {
    const [chosen, setChosen] = useState(initial);
    return (
      <PartnerFilter
        clientCompanyRowId={COMPANY}
        include={chosen.include}
        exclude={chosen.exclude}
        onChange={(include, exclude) => {
          changes.push({ include, exclude });
          setChosen({ include, exclude });
        }}
      />
    );
  }
  renderWithProviders(<Harness />, { relayEnvironment: mock.environment });
  const searches = () => mock.requests.filter((r) => r.name === "PartnerFilterQuery").map((r) => r.variables);
  return { ...mock, changes, searches };
}

const input = () => screen.getByRole("combobox", { name: "Partner" });
// A debounced search and a suspended render take a while in jsdom on a busy machine.

/** The picker has its first answer (the fallback says it is loading). */
const loaded = () => waitFor(() => expect(input()).not.toHaveAttribute("placeholder", "Partner werden geladen …"));
// The dropdown's transition keeps options "hidden" in jsdom.
const option = (name: string) => screen.findByRole("option", { name, hidden: true });
const optionNames = () => screen.queryAllByRole("option", { hidden: true }).map((o) => o.textContent);
/** The chosen partners' pills (inside the input's wrapper). */
const pills = () =>
  [...(input().closest(".mantine-MultiSelect-pillsList")?.querySelectorAll(".mantine-Pill-label") ?? [])].map(
    (pill) => pill.textContent,
  );

describe("PartnerFilter", () => {
  it("offers the server's first partners, then asks the server once typing pauses", async () => {
    const user = userEvent.setup();
    const { searches } = renderPartnerFilter([MUELLER, SCHMIDT, ...MANY]);
    await loaded();
    await user.click(input());
    expect(await option("Müller Sanitär GmbH")).toBeInTheDocument();
    expect(optionNames()).toHaveLength(20);
    expect(searches()).toEqual([{ clientCompanyRowId: COMPANY, searchText: null, includeRowIds: null }]);

    await user.type(input(), "muller");
    // Not at once: the server is asked after a pause in typing; its answer replaces the options.
    expect(searches().map((v) => v.searchText)).not.toContain("muller");
    await waitFor(() => expect(optionNames()).toEqual(["Müller Sanitär GmbH"]));
    expect(searches().at(-1)).toEqual({ clientCompanyRowId: COMPANY, searchText: "muller", includeRowIds: null });
    expect(screen.queryByText(/ersten \d+ Partner/)).not.toBeInTheDocument();
  });

  it("says so when the server finds nothing", async () => {
    const user = userEvent.setup();
    renderPartnerFilter([MUELLER, SCHMIDT]);
    await loaded();
    await user.type(input(), "Weber");
    expect(await screen.findByText("Nichts gefunden")).toBeInTheDocument();
  });

  it("hands a picked partner over and names it", async () => {
    const user = userEvent.setup();
    const { changes, searches } = renderPartnerFilter([MUELLER, SCHMIDT]);
    await loaded();
    await user.type(input(), "schm");
    await user.click(await option("Schmidt Bürobedarf"));
    expect(changes).toEqual([{ include: [SCHMIDT.rowId], exclude: undefined }]);
    expect(pills()).toEqual(["Schmidt Bürobedarf"]);
    // The chosen partner is asked for by id from now on.
    await waitFor(() =>
      expect(searches().at(-1)).toEqual({
        clientCompanyRowId: COMPANY,
        searchText: null,
        includeRowIds: [SCHMIDT.rowId],
      }),
    );
    expect(pills()).toEqual(["Schmidt Bürobedarf"]);
  });

  it("names chosen partners beyond the first 20 and inactive ones; only unknown ids stay unknown", async () => {
    const inactive = MANY[29]!;
    const unknown = partnerId(999);
    const { searches } = renderPartnerFilter([MUELLER, SCHMIDT, ...MANY], { exclude: [inactive.rowId, unknown] });
    await waitFor(() => expect(pills()).toEqual(["Zulieferer 30", "Unbekannter Partner"]));
    expect(searches()).toEqual([
      { clientCompanyRowId: COMPANY, searchText: null, includeRowIds: [unknown, inactive.rowId].sort() },
    ]);
    expect(within(screen.getByRole("radiogroup")).getByRole("radio", { name: "ist nicht" })).toBeChecked();
  });
});
