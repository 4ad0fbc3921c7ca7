import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGE_STORAGE_KEY, readStoredLanguage } from "../i18n/i18n.ts";
import { renderWithProviders } from "../test/renderWithProviders.tsx";
import { ComingSoonPage } from "./ComingSoonPage.tsx";
import { LanguageMenu } from "./LanguageMenu.tsx";

afterEach(() => {
  window.localStorage.clear();
});

describe("LanguageMenu", () => {
  it("switches the interface language at once and remembers it", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LanguageMenu />
        <ComingSoonPage area="upload" />
      </>,
    );
    expect(await screen.findByRole("heading", { name: "Hochladen – kommt bald" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Sprache wählen" }));
    await user.click(await screen.findByRole("menuitem", { name: "English" }));

    expect(await screen.findByRole("heading", { name: "Upload – coming soon" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose language" })).toHaveTextContent("English");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(readStoredLanguage()).toBe("en");
    expect(document.documentElement.lang).toBe("en");
    expect(document.title).toBe("Upload | Belegwerk");
  });

  it("falls back to German for a stored value it does not know", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    expect(readStoredLanguage()).toBe("de");
  });
});
