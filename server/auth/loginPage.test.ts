import { describe, expect, it } from "vitest";
import { escapeHtml, PAGE_TEXTS, pickLanguage, renderLoginForm } from "./loginPage.ts";

describe("login page", () => {
  it("picks the language from ui_locales, then Accept-Language, else German", () => {
    expect(pickLanguage("en", "de-DE")).toBe("en");
    expect(pickLanguage("fr en-GB", undefined)).toBe("en");
    expect(pickLanguage(undefined, "en-US,en;q=0.9")).toBe("en");
    expect(pickLanguage(undefined, "fr-FR, en;q=0.4, de;q=0.8")).toBe("de");
    expect(pickLanguage(undefined, "en;q=0")).toBe("de");
    expect(pickLanguage(undefined, undefined)).toBe("de");
    expect(pickLanguage("", "garbage;;;q=x")).toBe("de");
  });

  it("has the same texts in both languages", () => {
    expect(Object.keys(PAGE_TEXTS.en).sort()).toEqual(Object.keys(PAGE_TEXTS.de).sort());
  });

  it("escapes what it echoes", () => {
    const html = renderLoginForm({ lang: "de", action: "/oidc/interaction/x/login", email: '"><script>x</script>' });
    expect(html).not.toContain("<script>x");
    expect(html).toContain(escapeHtml('"><script>x</script>'));
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // no external assets
  });
});
