import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { EpcQrDialog } from "../components/EpcQrDialog.tsx";
import { DOCUMENT, INVOICE_IBAN, mockPaymentsFetch, ok } from "./paymentTestEnvironment.ts";

// Forms in jsdom on a busy machine: give waits (findBy…, waitFor) more than the default second.

const QR = {
  payload: "BCD\n002\n1\nSCT\nBELADEBEXXX\nBrandt Sanitär GmbH\nDE18760260000004471190\nEUR1852.48\n\n\nRE-2026-100094",
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>',
  amount: "1852.48",
  iban: INVOICE_IBAN,
  bic: "BELADEBEXXX",
  recipientName: "Brandt Sanitär GmbH",
  purpose: "RE-2026-100094",
  discountPercent: "2.00",
  hasUnverifiedIban: true,
};

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(<EpcQrDialog opened onClose={onClose} documentRowId={DOCUMENT} />);
  return { onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe("EpcQrDialog", () => {
  it("shows the GiroCode with what it pays, the IBAN warning and how to scan it", async () => {
    const { calls } = mockPaymentsFetch({ "GET /api/payments/epc-qr": () => ok(QR) });
    const { onClose } = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Mit GiroCode bezahlen" });
    const image = await within(dialog).findByRole("img", {
      name: /^GiroCode der Überweisung an Brandt Sanitär GmbH über 1\.852,48\s€$/,
    });
    expect(image.getAttribute("src")).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR.svg)}`);
    expect(calls[0]!.path).toBe(`/api/payments/epc-qr?documentRowId=${DOCUMENT}`);
    expect(dialog).toHaveTextContent("1.852,48 € (mit 2 % Skonto)");
    expect(dialog).toHaveTextContent("DE18 7602 6000 0004 4711 90");
    expect(dialog).toHaveTextContent("RE-2026-100094");
    expect(dialog).toHaveTextContent("ist für diesen Lieferanten nicht bestätigt");
    expect(dialog).toHaveTextContent("Scannen Sie den Code mit der Banking-App");
    await userEvent.setup().click(within(dialog).getAllByRole("button", { name: "Schließen" }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it("says why no code can be made for an invoice that cannot be paid", async () => {
    mockPaymentsFetch({
      "GET /api/payments/epc-qr": () => ({
        status: 422,
        body: {
          error: { code: "PAYMENT_REFUSED", message: "1 Rechnung(en) können so nicht bezahlt werden." },
          refusals: [{ documentRowId: DOCUMENT, code: "PAYMENT_IBAN_MISSING" }],
        },
      }),
    });
    renderDialog();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Für diese Rechnung lässt sich kein GiroCode erstellen: Es ist keine gültige IBAN des Zahlungsempfängers bekannt.",
    );
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("offers to try again after a network failure", async () => {
    let isDown = true;
    const fetchMock = vi.fn(async () => {
      if (isDown) throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(QR), { status: 200, headers: { "Content-Type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderDialog();
    expect(await screen.findByRole("alert")).toHaveTextContent("Keine Verbindung zum Server");
    isDown = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByRole("img", { name: /GiroCode der Überweisung/ })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
