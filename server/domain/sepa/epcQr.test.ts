import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { epcQrPayload, epcQrPngDataUrl, epcQrSvg, EPC_QR_MAX_BYTES, type EpcQrInput } from "./epcQr.ts";
import { SepaError } from "./errors.ts";

/** The example of EPC069-12 (Red Cross of Belgium). */
const sample: EpcQrInput = {
  bic: "BPOTBEB1",
  name: "Red Cross of Belgium",
  iban: "BE72000000001616",
  amount: "1",
  purposeCode: "CHAR",
  text: "Urgency fund",
  information: "Sample EPC QR code",
};

function catchSepa(fn: () => unknown): SepaError {
  try {
    fn();
  } catch (e) {
    if (e instanceof SepaError) return e;
    throw e;
  }
  throw new Error("expected a SepaError");
}

describe("epcQrPayload", () => {
  it("writes the EPC069-12 sample exactly", () => {
    expect(epcQrPayload(sample)).toBe(
      "BCD\n002\n1\nSCT\nBPOTBEB1\nRed Cross of Belgium\nBE72000000001616\nEUR1\nCHAR\n\nUrgency fund\nSample EPC QR code",
    );
  });

  it("leaves trailing empty fields out and keeps empty ones in between", () => {
    expect(epcQrPayload({ ...sample, purposeCode: null, information: undefined })).toBe(
      "BCD\n002\n1\nSCT\nBPOTBEB1\nRed Cross of Belgium\nBE72000000001616\nEUR1\n\n\nUrgency fund",
    );
    expect(epcQrPayload({ name: "Beispiel GmbH", iban: "DE89 3704 0044 0532 0130 00" })).toBe(
      "BCD\n002\n1\nSCT\n\nBeispiel GmbH\nDE89370400440532013000",
    );
  });

  it("writes a structured reference on line 10 without spaces, and no text", () => {
    expect(
      epcQrPayload({
        name: "Beispiel GmbH",
        iban: "DE89370400440532013000",
        amount: "12.34",
        reference: "RF18 5390 0754 7034",
      }),
    ).toBe("BCD\n002\n1\nSCT\n\nBeispiel GmbH\nDE89370400440532013000\nEUR12.34\n\nRF18539007547034");
  });

  it("writes amounts in their shortest exact form", () => {
    const line = (amount: string) => epcQrPayload({ ...sample, amount }).split("\n")[7];
    expect(line("12.30")).toBe("EUR12.3");
    expect(line("0.01")).toBe("EUR0.01");
    expect(line("999999999.99")).toBe("EUR999999999.99");
    expect(line("100.00")).toBe("EUR100");
  });

  it("keeps umlauts (UTF-8), turns line breaks into spaces and cuts the name at 70", () => {
    const lines = epcQrPayload({
      ...sample,
      name: `Müller\nGmbH ${"x".repeat(80)}`,
      text: "Rechnung\r\n4711 – Büro",
    }).split("\n");
    expect(lines[5]).toBe(`Müller GmbH ${"x".repeat(58)}`);
    expect(lines[10]).toBe("Rechnung 4711 – Büro");
  });

  it.each<[string, Partial<EpcQrInput>, string, string]>([
    ["IBAN", { iban: "BE72000000001617" }, "INVALID_IBAN", "iban"],
    ["BIC", { bic: "BPOT" }, "INVALID_BIC", "bic"],
    ["name", { name: " \n " }, "MISSING_NAME", "name"],
    ["zero amount", { amount: "0" }, "INVALID_AMOUNT", "amount"],
    ["too small", { amount: "0.001" }, "INVALID_AMOUNT", "amount"],
    ["too large", { amount: "1000000000" }, "INVALID_AMOUNT", "amount"],
    ["purpose", { purposeCode: "CHARITY" }, "INVALID_REFERENCE", "purposeCode"],
    ["reference and text", { reference: "RF18539007547034" }, "INVALID_REFERENCE", "reference"],
    ["reference too long", { text: null, reference: "R".repeat(36) }, "INVALID_REFERENCE", "reference"],
    ["text too long", { text: "t".repeat(141) }, "REMITTANCE_TOO_LONG", "text"],
  ])("refuses a bad %s", (_label, overrides, code, field) => {
    const error = catchSepa(() => epcQrPayload({ ...sample, ...overrides }));
    expect({ code: error.code, field: error.field, paymentIndex: error.paymentIndex }).toEqual({
      code,
      field,
      paymentIndex: null,
    });
  });

  it("accepts 140 characters of text, but refuses a payload over 331 bytes", () => {
    expect(() => epcQrPayload({ ...sample, text: "t".repeat(140) })).not.toThrow();
    const error = catchSepa(() =>
      epcQrPayload({ ...sample, name: "Ä".repeat(70), text: "ü".repeat(140), information: "ö".repeat(70) }),
    );
    expect(error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("epcQrSvg / epcQrPngDataUrl", () => {
  it("renders the sample as SVG and PNG", async () => {
    const payload = epcQrPayload(sample);
    const svg = await epcQrSvg(payload);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("</svg>");
    expect(svg).toContain("<path");
    expect(await epcQrPngDataUrl(payload, { width: 200 })).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  });

  it("fits the largest payload into QR version 13 at level M", () => {
    const payload = `BCD\n002\n1\nSCT\n\n${"x".repeat(EPC_QR_MAX_BYTES - 15)}`;
    expect(new TextEncoder().encode(payload)).toHaveLength(EPC_QR_MAX_BYTES);
    const code = QRCode.create([{ mode: "byte", data: new TextEncoder().encode(payload) }], {
      errorCorrectionLevel: "M",
    });
    expect(code.version).toBeLessThanOrEqual(13);
  });

  it("rejects a payload over 331 bytes", async () => {
    await expect(epcQrSvg("x".repeat(EPC_QR_MAX_BYTES + 1))).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    await expect(epcQrPngDataUrl("ä".repeat(166))).rejects.toBeInstanceOf(SepaError);
  });
});
