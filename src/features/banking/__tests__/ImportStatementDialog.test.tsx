import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { ImportStatementDialog } from "../components/ImportStatementDialog.tsx";
import type { MoneyAccountOption } from "../hooks/useBankingOptions.ts";

const ACCOUNT = "a0000000-0000-4000-8000-000000000001";
const CARD = "a0000000-0000-4000-8000-000000000002";
const ACCOUNTS: MoneyAccountOption[] = [
  {
    rowId: ACCOUNT,
    name: "Geschäftskonto",
    fullName: "Geschäftskonto (DE89 3704 0044 0532 0130 00)",
    type: "BANK",
    isActive: true,
    currency: "EUR",
    currentBalance: "30059.81",
    balanceDate: "2026-11-21",
  },
  {
    rowId: CARD,
    name: "Firmenkreditkarte",
    fullName: "Firmenkreditkarte (**** 4821)",
    type: "CREDIT_CARD",
    isActive: true,
    currency: "EUR",
    currentBalance: null,
    balanceDate: null,
  },
];

const SUMMARY = {
  rowId: "i0000000-0000-4000-8000-000000000001",
  format: "CAMT053",
  statementCount: 1,
  importedCount: 22,
  duplicateCount: 3,
  pendingReplacedCount: 1,
  fromDate: "2026-10-01",
  untilDate: "2026-11-21",
};

interface Answer {
  status: number;
  body: unknown;
}

/** fetch answering the queued answers in turn; every call is recorded with its form data. */
function mockFetch(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit; form: FormData }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init, form: init.body as FormData });
    const answer = answers.shift() ?? { status: 500, body: {} };
    return { status: answer.status, text: async () => JSON.stringify(answer.body) };
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

function renderDialog(defaultAccountRowId: string | null = ACCOUNT) {
  const onImported = vi.fn();
  renderWithProviders(
    <ImportStatementDialog
      isOpen
      onClose={() => undefined}
      accounts={ACCOUNTS}
      defaultAccountRowId={defaultAccountRowId}
      onImported={onImported}
    />,
  );
  return { onImported };
}

/** Opens a select and clicks one of its own options (every select keeps its list mounted). */
async function pickOption(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, name: string | RegExp) {
  await user.click(combobox);
  const listbox = await waitFor(() => document.getElementById(combobox.getAttribute("aria-controls") ?? "")!);
  await user.click(within(listbox).getByRole("option", { name, hidden: true }));
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");
const statement = (name = "auszug-2026-11.xml", content = "<Document/>") =>
  new File([content], name, { type: "text/xml" });

describe("ImportStatementDialog", () => {
  it("imports the chosen file into the chosen account and sums up what arrived", async () => {
    const user = userEvent.setup();
    const calls = mockFetch({ status: 200, body: { import: SUMMARY } });
    const { onImported } = renderDialog(null);
    const dialog = await screen.findByRole("dialog", { name: "Kontoauszug importieren" });
    await user.click(within(dialog).getByRole("button", { name: "Importieren" }));
    expect(within(dialog).getByText("Bitte wählen Sie das Konto, zu dem der Auszug gehört.")).toBeInTheDocument();
    expect(within(dialog).getByText("Bitte wählen Sie eine Datei.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await pickOption(user, within(dialog).getByRole("combobox", { name: /Bankkonto/ }), /Geschäftskonto/);
    await user.upload(fileInput(), statement());
    expect(within(dialog).getByTestId("import-file")).toHaveTextContent("auszug-2026-11.xml");
    await user.click(within(dialog).getByRole("button", { name: "Importieren" }));

    const summary = await within(dialog).findByTestId("import-summary");
    expect(summary).toHaveTextContent("22 Umsätze importiert, 3 bereits vorhanden");
    expect(summary).toHaveTextContent("Format CAMT053, 1 Auszug");
    expect(summary).toHaveTextContent("Buchungstage vom 01.10.2026 bis 21.11.2026");
    expect(summary).toHaveTextContent("1 vorgemerkter Umsatz wurde durch die Buchung ersetzt.");
    expect(plain(summary.textContent)).toContain("Aktueller Saldo: 30.059,81 €");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`/api/bank-statements?moneyAccountRowId=${ACCOUNT}`);
    expect(calls[0]!.init.method).toBe("POST");
    expect((calls[0]!.form.get("file") as File).name).toBe("auszug-2026-11.xml");
    expect(calls[0]!.form.get("csvMapping")).toBeNull();
    expect(onImported).toHaveBeenCalledWith(SUMMARY);
  });

  it("refuses a file of another type before sending it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const calls = mockFetch();
    renderDialog();
    const dialog = await screen.findByRole("dialog");
    await user.upload(fileInput(), new File(["%PDF"], "rechnung.pdf", { type: "application/pdf" }));
    await user.click(within(dialog).getByRole("button", { name: "Importieren" }));
    expect(await within(dialog).findByTestId("import-error")).toHaveTextContent(
      "Bitte wählen Sie eine Datei im Format CAMT (.xml), MT940/MT942 (.sta, .txt, .mt940) oder CSV (.csv).",
    );
    expect(calls).toHaveLength(0);
  });

  it("shows a balance mismatch with the amounts, keeps the file and the account, and sends again", async () => {
    const user = userEvent.setup();
    const calls = mockFetch(
      {
        status: 422,
        body: {
          error: {
            code: "STATEMENT_BALANCE_MISMATCH",
            message: "Die Salden passen nicht …",
            params: { expectedClosing: "30059.81", actualClosing: "30069.81", difference: "10.00", currency: "EUR" },
          },
        },
      },
      { status: 200, body: { import: SUMMARY } },
    );
    renderDialog();
    const dialog = await screen.findByRole("dialog");
    await user.upload(fileInput(), statement("falscher-saldo.xml"));
    await user.click(within(dialog).getByRole("button", { name: "Importieren" }));
    const error = await within(dialog).findByTestId("import-error");
    expect(plain(error.textContent)).toContain(
      "Anfangssaldo plus Umsätze ergeben 30.059,81 €, der Auszug nennt als Endsaldo 30.069,81 € (Differenz 10,00 €). Es wurde nichts importiert.",
    );
    expect(error).toHaveTextContent("Datei und Auswahl bleiben erhalten");
    expect(within(dialog).getByTestId("import-file")).toHaveTextContent("falscher-saldo.xml");
    expect(within(dialog).getByRole("combobox", { name: /Bankkonto/ })).toHaveValue(
      "Geschäftskonto (DE89 3704 0044 0532 0130 00)",
    );
    await user.click(within(dialog).getByRole("button", { name: "Importieren" }));
    expect(await within(dialog).findByTestId("import-summary")).toBeInTheDocument();
    expect((calls[1]!.form.get("file") as File).name).toBe("falscher-saldo.xml");
  });

  it("asks for the CSV columns, previews them and sends the same file with the mapping", async () => {
    const user = userEvent.setup();
    const calls = mockFetch(
      {
        status: 422,
        body: {
          error: { code: "CSV_NEEDS_MAPPING", message: "Bitte ordnen Sie die Spalten der CSV-Datei zu." },
          csv: {
            headers: ["Buchungstag", "Valuta", "Empfänger", "Verwendungszweck", "Betrag", "Währung"],
            rows: [
              ["05.11.2026", "05.11.2026", "Shell Berlin", "Tankstelle", "-68,40", "EUR"],
              ["15.11.2026", "15.11.2026", "Hornbach", "Rückgabe", "36,95", "EUR"],
            ],
            delimiter: ";",
            guessedMapping: {
              hasHeader: true,
              dateFormat: "DD.MM.YYYY",
              decimalSeparator: ",",
              bookingDate: 0,
              valueDate: 1,
              purpose: [3],
              counterpartyName: 2,
              currency: 5,
            },
          },
        },
      },
      { status: 422, body: { error: { code: "CSV_ROW_INVALID", message: "…", params: { rows: "3, 7" } } } },
      { status: 200, body: { import: { ...SUMMARY, format: "CSV", importedCount: 2, duplicateCount: 0 } } },
    );
    renderDialog(CARD);
    const dialog = await screen.findByRole("dialog");
    await user.upload(fileInput(), statement("kreditkarte.csv", "Buchungstag;Betrag"));
    await user.click(within(dialog).getByRole("button", { name: "Importieren" }));

    const form = await within(dialog).findByRole("form", { name: "Spalten zuordnen" });
    expect(within(form).getByRole("combobox", { name: /^Buchungstag/ })).toHaveValue("Spalte 1: Buchungstag");
    expect(within(form).getByRole("table", { name: "Vorschau" })).toHaveTextContent("nicht lesbar");
    await user.click(within(form).getByRole("button", { name: "Mit dieser Zuordnung importieren" }));
    expect(await within(form).findByText("Bitte wählen Sie die Spalte mit dem Betrag.")).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await pickOption(user, within(form).getByRole("combobox", { name: /^Betrag/ }), "Spalte 5: Betrag");
    const preview = within(form).getByRole("table", { name: "Vorschau" });
    await waitFor(() => expect(plain(preview.textContent)).toContain("-68,40 €"));
    expect(plain(preview.textContent)).toContain("36,95 €");
    expect(preview).not.toHaveTextContent("nicht lesbar");

    await user.click(within(form).getByRole("button", { name: "Mit dieser Zuordnung importieren" }));
    // A refused mapping keeps the step and its choices.
    expect(await within(dialog).findByTestId("import-error")).toHaveTextContent(
      "Diese Zeilen der CSV-Datei können mit der Zuordnung nicht gelesen werden: 3, 7.",
    );
    expect(within(form).getByRole("combobox", { name: /^Betrag/ })).toHaveValue("Spalte 5: Betrag");
    await user.click(within(form).getByRole("button", { name: "Mit dieser Zuordnung importieren" }));
    expect(await within(dialog).findByTestId("import-summary")).toHaveTextContent(
      "2 Umsätze importiert, 0 bereits vorhanden",
    );

    expect(calls).toHaveLength(3);
    expect(calls[1]!.url).toBe(`/api/bank-statements?moneyAccountRowId=${CARD}`);
    expect((calls[1]!.form.get("file") as File).name).toBe("kreditkarte.csv");
    expect(JSON.parse(calls[1]!.form.get("csvMapping") as string)).toEqual({
      hasHeader: true,
      dateFormat: "DD.MM.YYYY",
      decimalSeparator: ",",
      bookingDate: 0,
      valueDate: 1,
      amount: 4,
      currency: 5,
      purpose: [3],
      counterpartyName: 2,
    });
    expect(calls[2]!.form.get("csvMapping")).toBe(calls[1]!.form.get("csvMapping"));
  });

  it("explains a network failure", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    renderDialog();
    const dialog = await screen.findByRole("dialog");
    await user.upload(fileInput(), statement("auszug.sta", ":20:STARTUMS"));
    await user.click(within(dialog).getByRole("button", { name: "Importieren" }));
    expect(await within(dialog).findByTestId("import-error")).toHaveTextContent("Der Server ist nicht erreichbar.");
    expect(within(dialog).getByTestId("import-file")).toHaveTextContent("auszug.sta");
  });
});
