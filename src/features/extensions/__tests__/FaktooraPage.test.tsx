import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { FaktooraPage } from "../pages/FaktooraPage.tsx";
import { COMPANY, createExtensionsEnvironment, type ExtensionsMock } from "./extensionsTestEnvironment.ts";

const ORIGIN = "http://localhost:3000";
const TOKEN = "fk-test-token-0123456789";

function renderFaktoora(options: ExtensionsMock & { toolUrl?: string } = {}) {
  const mock = createExtensionsEnvironment(options);
  const view = renderWithProviders(
    <FaktooraPage
      queryRef={mock.faktooraQueryRef()}
      toolUrl={options.toolUrl ?? "/sandbox/faktoora"}
      pageOrigin={ORIGIN}
    />,
    { relayEnvironment: mock.environment },
  );
  return { ...mock, view };
}

describe("FaktooraPage", () => {
  it("frames the sandbox with the iframe feature: company and language in the query, no token", async () => {
    renderFaktoora({ company: { featureFlags: { faktooraIframe: true } } });
    const frame = await screen.findByTitle("Rechnungsfinanzierung (faktoora)");
    const src = new URL(frame.getAttribute("src")!);
    expect(src.origin + src.pathname).toBe(`${ORIGIN}/sandbox/faktoora`);
    expect(src.searchParams.get("clientCompanyRowId")).toBe(COMPANY);
    expect(src.searchParams.get("company")).toBe("Müller Haustechnik GmbH");
    expect(src.searchParams.get("lang")).toBe("de");
    expect(src.hash).toBe("");
    // Our own origin: scripts, but no same-origin access to the app.
    expect(frame.getAttribute("sandbox")!.split(" ")).not.toContain("allow-same-origin");
    expect(frame.getAttribute("sandbox")!.split(" ")).toContain("allow-scripts");
    expect(frame.getAttribute("referrerpolicy")).toBe("no-referrer");
    expect(
      screen.getByRole("heading", { level: 1, name: "Rechnungsfinanzierung für Müller Haustechnik GmbH" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("Rechnungsfinanzierung | Belegwerk");
  });

  it("passes a user's token in the fragment only, and never shows it", async () => {
    const { view } = renderFaktoora({
      company: { currentUserFaktooraConfig: { token: TOKEN } },
      toolUrl: "https://app.faktoora.example/embed?partner=belegwerk",
    });
    const frame = await screen.findByTitle("Rechnungsfinanzierung (faktoora)");
    const src = new URL(frame.getAttribute("src")!);
    expect(src.origin).toBe("https://app.faktoora.example");
    expect(src.searchParams.get("partner")).toBe("belegwerk");
    expect([...src.searchParams.values()].join(" ")).not.toContain(TOKEN);
    expect(new URLSearchParams(src.hash.slice(1)).get("token")).toBe(TOKEN);
    // Another origin keeps its own (sign-in, storage) inside the sandbox.
    expect(frame.getAttribute("sandbox")!.split(" ")).toContain("allow-same-origin");
    expect(view.container.textContent).not.toContain(TOKEN);
  });

  it("refuses the route to users without the feature and without a token, whatever link led them", async () => {
    renderFaktoora({ company: { featureFlags: { faktooraIframe: false }, currentUserFaktooraConfig: null } });
    expect(await screen.findByRole("heading", { level: 1, name: "Keine Rechnungsfinanzierung" })).toBeInTheDocument();
    expect(screen.queryByTitle("Rechnungsfinanzierung (faktoora)")).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
  });

  it("refuses external users even with the feature, and a company the user cannot see", async () => {
    renderFaktoora({ user: { isExternal: true }, company: { featureFlags: { faktooraIframe: true } } });
    expect(await screen.findByRole("heading", { level: 1, name: "Keine Rechnungsfinanzierung" })).toBeInTheDocument();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("refuses an inaccessible company", async () => {
    renderFaktoora({ company: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Keine Rechnungsfinanzierung" })).toBeInTheDocument();
  });

  it("frames nothing when the configured address is unusable", async () => {
    renderFaktoora({ company: { featureFlags: { faktooraIframe: true } }, toolUrl: "javascript:alert(1)" });
    expect(await screen.findByRole("heading", { level: 1, name: "Keine Rechnungsfinanzierung" })).toBeInTheDocument();
    expect(document.querySelector("iframe")).toBeNull();
  });
});

describe("FaktooraPage without the tool's address", () => {
  it("offers users with access to try again, and still refuses the others", async () => {
    const mock = createExtensionsEnvironment({ company: { featureFlags: { faktooraIframe: true } } });
    let retried = 0;
    renderWithProviders(
      <FaktooraPage queryRef={mock.faktooraQueryRef()} toolUrl={null} pageOrigin={ORIGIN} onRetry={() => retried++} />,
      { relayEnvironment: mock.environment },
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Rechnungsfinanzierung gerade nicht erreichbar" }),
    ).toBeInTheDocument();
    screen.getByRole("button", { name: "Erneut versuchen" }).click();
    expect(retried).toBe(1);
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("refuses users without access before anything else", async () => {
    const mock = createExtensionsEnvironment();
    renderWithProviders(<FaktooraPage queryRef={mock.faktooraQueryRef()} toolUrl={null} pageOrigin={ORIGIN} />, {
      relayEnvironment: mock.environment,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Keine Rechnungsfinanzierung" })).toBeInTheDocument();
  });
});
