import i18next from "i18next";
import { beforeEach, describe, expect, it } from "vitest";
import { de } from "../i18n/allResources.ts";
import { GraphQLRequestError } from "./GraphQLRequestError.ts";
import { codeText, errorCodeKey, errorCodeOf, translateError } from "./errorText.ts";

const t = i18next.t;
const refused = (code: string, extensions: Record<string, unknown> = {}, message = "technical text") =>
  GraphQLRequestError.fromErrors([{ message, extensions: { code, ...extensions } }]);

beforeEach(async () => {
  await i18next.changeLanguage("de");
});

describe("translateError's fallback order", () => {
  it("words a code with a count by its plural forms (EXPORT_DOCUMENTS_INCOMPLETE_one/_other)", () => {
    expect(
      translateError(refused("EXPORT_DOCUMENTS_INCOMPLETE", { count: 2 }), t, { fallback: "exports.errors.UNKNOWN" }),
    ).toBe(
      "2 Belege sind nicht freigegeben oder unvollständig. Vervollständigen Sie sie oder erlauben Sie unvollständige Belege.",
    );
    expect(translateError(refused("EXPORT_DOCUMENTS_INCOMPLETE", { count: 1 }), t)).toMatch(
      /^1 Beleg ist nicht freigegeben/,
    );
    expect(errorCodeKey("EXPORT_DOCUMENTS_NOT_FOUND")).toBe("error.codes.EXPORT_DOCUMENTS_NOT_FOUND");
  });

  it("takes the feature's text for a code before the common one", () => {
    expect(translateError(refused("DOCUMENT_NOT_FOUND"), t, { feature: "documentActions.errors" })).toBe(
      de.documentActions.errors.DOCUMENT_NOT_FOUND,
    );
    expect(de.documentActions.errors.DOCUMENT_NOT_FOUND).not.toBe(de.error.codes.DOCUMENT_NOT_FOUND);
  });

  it("asks the feature's groups in the order given", () => {
    const context = { feature: ["documentVersions.errors", "upload.errors"] };
    expect(codeText("SOURCE_FILE_LIMIT_REACHED", t, context)).toBe(
      de.documentVersions.errors.SOURCE_FILE_LIMIT_REACHED,
    );
    expect(codeText("TOO_MANY_FILES", t, context)).toBe(de.upload.errors.TOO_MANY_FILES);
  });

  it("falls back to the common text when the feature has none for the code", () => {
    expect(translateError(refused("FORBIDDEN"), t, { feature: "documentActions.errors" })).toBe(
      de.error.codes.FORBIDDEN,
    );
    expect(errorCodeKey("FORBIDDEN", { feature: "settingsUser.errors" })).toBe("error.codes.FORBIDDEN");
  });

  it("shows the sentence our database wrote (REFUSED) and a refused constraint's message before the common text", () => {
    expect(translateError(refused("REFUSED", {}, "Dieser Beleg ist gesperrt."), t)).toBe("Dieser Beleg ist gesperrt.");
    const constraint = Object.keys(de.constraints)[0]!;
    expect(translateError(refused("INVALID_VALUE", { constraint }), t)).toBe(
      (de.constraints as Record<string, string>)[constraint],
    );
  });

  it("uses the feature's generic text, else the common one, for a code nobody knows: never the raw code", () => {
    const unknown = refused("BRAND_NEW_CODE");
    expect(translateError(unknown, t)).toBe(de.error.codes.UNKNOWN);
    expect(translateError(unknown, t, { feature: "banking.errors" })).toBe(de.error.codes.UNKNOWN);
    expect(translateError(unknown, t, { feature: "upload.errors", fallback: "upload.errors.UNKNOWN" })).toBe(
      de.upload.errors.UNKNOWN,
    );
    expect(codeText("BRAND_NEW_CODE", t)).not.toContain("BRAND_NEW_CODE");
    expect(codeText(undefined, t)).toBe(de.error.codes.UNKNOWN);
    expect(errorCodeKey("BRAND_NEW_CODE", { fallback: "documentReview.refusals.unknown" })).toBe(
      "documentReview.refusals.unknown",
    );
  });

  it("never takes a feature's other keys (titles, hints) for a code", () => {
    expect(de.banking.errors.loadTitle).toBeDefined();
    expect(translateError({ code: "loadTitle" }, t, { feature: "banking.errors" })).toBe(de.error.codes.UNKNOWN);
  });

  it("translates REST error bodies with their values, the error's own values before the defaults", async () => {
    expect(codeText("RATE_LIMITED", t, { params: { retryAfterSeconds: 30 } })).toContain("30 Sekunden");
    expect(translateError({ code: "RATE_LIMITED", params: { retryAfterSeconds: 5 } }, t)).toContain("5 Sekunden");
    await i18next.changeLanguage("en");
    expect(
      translateError({ code: "FILE_TOO_LARGE", params: { maxMegabytes: 20 } }, t, {
        feature: "upload.errors",
        params: { maxMegabytes: 50 },
      }),
    ).toContain("20");
  });

  it("calls a request that never reached the server a network failure, and a defect an unexpected error", () => {
    expect(errorCodeOf(new TypeError("Failed to fetch"))).toBe("NETWORK_ERROR");
    expect(translateError(new TypeError("NetworkError when attempting to fetch resource."), t)).toBe(
      de.error.codes.NETWORK_ERROR,
    );
    expect(errorCodeOf(new TypeError("x is undefined"))).toBeNull();
    expect(translateError(new TypeError("x is undefined"), t)).toBe(de.error.codes.UNKNOWN);
    expect(translateError("a thrown string", t)).toBe(de.error.codes.UNKNOWN);
  });
});
