import { screen } from "@testing-library/react";
import { loadQuery, RelayEnvironmentProvider } from "react-relay";
import { Environment, Network, RecordSource, Store } from "relay-runtime";
import { describe, expect, it } from "vitest";
import HomePageQueryNode, { type HomePageQuery } from "../../../__generated__/HomePageQuery.graphql.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { HomePage } from "../pages/HomePage.tsx";

/** An environment whose server answers HomePageQuery with `currentUser`. */
function environmentAnswering(currentUser: { id: string; rowId: string; fullName: string | null } | null) {
  return new Environment({
    network: Network.create(async () => ({ data: { currentUser } })),
    store: new Store(new RecordSource()),
  });
}

function renderHome(environment: Environment) {
  const queryRef = loadQuery<HomePageQuery>(environment, HomePageQueryNode, {});
  return renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <HomePage queryRef={queryRef} />
    </RelayEnvironmentProvider>,
  );
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
