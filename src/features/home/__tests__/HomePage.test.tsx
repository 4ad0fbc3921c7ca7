import { screen } from "@testing-library/react";
import { loadQuery } from "react-relay";
import type { Environment } from "relay-runtime";
import { describe, expect, it } from "vitest";
import HomePageQueryNode, { type HomePageQuery } from "../../../__generated__/HomePageQuery.graphql.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { HomePage } from "../pages/HomePage.tsx";

/** An environment whose server answers HomePageQuery with `currentUser`. */
function environmentAnswering(currentUser: { id: string; rowId: string; fullName: string | null } | null) {
  return createMockRelayEnvironment({ operations: {}, answer: () => ({ data: { currentUser } }) }).environment;
}

function renderHome(environment: Environment) {
  const queryRef = loadQuery<HomePageQuery>(environment, HomePageQueryNode, {});
  return renderWithProviders(<HomePage queryRef={queryRef} />, { relayEnvironment: environment });
}

describe("HomePage", () => {
  it("asks a signed-out visitor to sign in", async () => {
    renderHome(environmentAnswering(null));
    expect(await screen.findByRole("heading", { name: "Sie sind nicht angemeldet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/authorize");
    expect(document.title).toBe("Startseite | Belegwerk");
  });

  it("welcomes a signed-in user by name", async () => {
    renderHome(
      environmentAnswering({
        id: "VXNlcjox",
        rowId: "5a1d0c3e-7b2a-4f1e-9c8d-000000000002",
        fullName: "Thomas Müller",
      }),
    );
    expect(await screen.findByRole("heading", { name: "Willkommen, Thomas Müller!" })).toBeInTheDocument();
  });
});
