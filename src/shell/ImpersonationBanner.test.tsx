import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../i18n/i18n.ts";
import { renderWithProviders } from "../test/renderWithProviders.tsx";
import { ImpersonationBanner } from "./ImpersonationBanner.tsx";

describe("ImpersonationBanner", () => {
  it("names the user acted as and offers to end the session, in German and English", async () => {
    await setLanguage("de");
    const { unmount } = renderWithProviders(<ImpersonationBanner name="Lena Schneider" />);
    expect(await screen.findByRole("status")).toHaveTextContent("Sie handeln als Lena Schneider");
    expect(screen.getByRole("link", { name: "Sitzung beenden" })).toHaveAttribute("href", "/logout");
    unmount();
    await setLanguage("en");
    renderWithProviders(<ImpersonationBanner name="Lena Schneider" />);
    expect(await screen.findByRole("status")).toHaveTextContent("You are acting as Lena Schneider");
    await setLanguage("de");
  });
});
