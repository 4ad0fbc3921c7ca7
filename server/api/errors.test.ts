import { describe, expect, it } from "vitest";
import { hasText } from "../lib/i18n.ts";
import { API_ERROR_CODES, apiErrorBody, apiErrorMessage } from "./errors.ts";

describe("the REST API's error messages", () => {
  it("has every code's text in German and English (the SPA's error.codes or the API's own)", () => {
    expect(API_ERROR_CODES.length).toBeGreaterThan(80);
    for (const lang of ["de", "en"] as const) {
      const missing = API_ERROR_CODES.filter(
        (code) => !hasText(lang, `server.apiErrors.${code}`) && !hasText(lang, `error.codes.${code}`),
      );
      expect(missing, lang).toEqual([]);
    }
  });

  it("answers in the asked language with the values filled in, a missing one left empty", () => {
    expect(apiErrorMessage("NOT_SIGNED_IN", "de")).toBe("Bitte melden Sie sich an.");
    expect(apiErrorMessage("NOT_SIGNED_IN", "en")).toBe("Please sign in.");
    expect(apiErrorMessage("PAYMENT_REFUSED", "en", { count: 2 })).toBe(
      "2 invoices cannot be paid like this. Nothing was created.",
    );
    expect(apiErrorMessage("PAYMENT_REFUSED", "de", { count: 1 })).toBe(
      "1 Rechnung kann so nicht bezahlt werden. Es wurde nichts erstellt.",
    );
    expect(apiErrorMessage("STATEMENT_INVALID_DATE", "de", { value: "2025-02-30" })).toBe(
      "Das Datum 2025-02-30 () gibt es nicht im Kalender. Es wurde nichts importiert.",
    );
  });

  it("does not read placeholders inside the values it fills in", () => {
    const body = apiErrorBody("STATEMENT_MALFORMED", "en", { detail: "{{detail}} <x>" });
    expect(body.error.message).toBe("The bank statement is broken and was not imported: {{detail}} <x>");
  });
});
