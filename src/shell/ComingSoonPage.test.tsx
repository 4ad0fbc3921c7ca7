import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { initI18n } from "../i18n/i18n.ts";
import { renderWithProviders } from "../test/renderWithProviders.tsx";
import { ComingSoonPage } from "./ComingSoonPage.tsx";

describe("ComingSoonPage", () => {
  it("names the area in German, sets the title and links home", async () => {
    renderWithProviders(<ComingSoonPage area="documents" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Belege – kommt bald" })).toBeInTheDocument();
    expect(screen.getByText("In Arbeit")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
    expect(document.title).toBe("Belege | Belegwerk");
  });

  it("speaks English when English is chosen", async () => {
    initI18n("en");
    renderWithProviders(<ComingSoonPage area="banking" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Bank accounts – coming soon" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    expect(document.title).toBe("Bank accounts | Belegwerk");
    expect(document.documentElement.lang).toBe("en");
  });
});
