import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadQuery } from "react-relay";
import { describe, expect, it, vi } from "vitest";
import ExtractionServicePageQueryNode, {
  type ExtractionServicePageQuery,
} from "../../../__generated__/ExtractionServicePageQuery.graphql.ts";
import CategoryMutationNode from "../../../__generated__/useSetCustomExtractionMutationsCategoryMutation.graphql.ts";
import PartnerMutationNode from "../../../__generated__/useSetCustomExtractionMutationsPartnerMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { ExtractionServicePage } from "../pages/ExtractionServicePage.tsx";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const CATEGORY = "5a000000-0000-4000-8000-000000000001";
const PARTNER = "5b000000-0000-4000-8000-000000000001";

function renderPage(opts: { superAdmin?: boolean; available?: boolean; refuse?: boolean } = {}) {
  const { superAdmin = true, available = true, refuse = false } = opts;
  const mock = createMockRelayEnvironment({
    operations: {
      ExtractionServicePageQuery: ExtractionServicePageQueryNode,
      useSetCustomExtractionMutationsCategoryMutation: CategoryMutationNode,
      useSetCustomExtractionMutationsPartnerMutation: PartnerMutationNode,
    },
    resolvers: {
      Query: () => ({ customExtractionServiceAvailable: available }),
      User: () => ({ isSuperAdmin: superAdmin }),
      ClientCompany: () => ({ rowId: COMPANY }),
      DocumentCategoryConnection: () => ({
        nodes: [
          {
            id: "cat-1",
            rowId: CATEGORY,
            name: "Eingangsrechnungen",
            documentType: "INCOMING_INVOICE",
            usesCustomExtractionService: false,
          },
        ],
      }),
      PartnerCompanyConnection: () => ({
        totalCount: 1,
        edges: [
          {
            cursor: "p1",
            node: {
              id: "partner-1",
              rowId: PARTNER,
              name: "Muster Bürobedarf GmbH",
              usesCustomExtractionService: true,
            },
          },
        ],
        pageInfo: { hasNextPage: false, endCursor: "p1" },
      }),
    },
    answer: (name, variables, _params, generate) => {
      if (refuse && name.includes("Mutation"))
        throw new GraphQLRequestError("refused", { code: "CUSTOM_EXTRACTION_SERVICE_UNAVAILABLE" });
      if (name === "useSetCustomExtractionMutationsCategoryMutation")
        return generate({ DocumentCategory: () => ({ id: "cat-1", usesCustomExtractionService: variables.uses }) });
      if (name === "useSetCustomExtractionMutationsPartnerMutation")
        return generate({ PartnerCompany: () => ({ id: "partner-1", usesCustomExtractionService: variables.uses }) });
      return undefined;
    },
  });
  const queryRef = loadQuery<ExtractionServicePageQuery>(mock.environment, ExtractionServicePageQueryNode, {
    clientCompanyRowId: COMPANY,
    count: 50,
    searchText: null,
  });
  const onSearchChange = vi.fn();
  renderWithProviders(
    <>
      <Notifications />
      <ExtractionServicePage queryRef={queryRef} search={{}} count={50} onSearchChange={onSearchChange} />
    </>,
    { relayEnvironment: mock.environment },
  );
  return { ...mock, onSearchChange };
}

describe("extraction service page", () => {
  it("switches a category and a partner to and from the custom service", async () => {
    const { requestsOf } = renderPage();
    const category = await screen.findByRole("switch", {
      name: "Eigenen Erkennungsdienst für Eingangsrechnungen nutzen",
    });
    expect(category).not.toBeChecked();
    expect(screen.getByText("Eingangsrechnung")).toBeInTheDocument();
    await userEvent.click(category);
    await waitFor(() =>
      expect(requestsOf("useSetCustomExtractionMutationsCategoryMutation")[0]?.variables).toEqual({
        rowId: CATEGORY,
        uses: true,
      }),
    );
    expect(
      await screen.findByText("Gespeichert: Eingangsrechnungen nutzt den eigenen Erkennungsdienst."),
    ).toBeInTheDocument();
    const partner = screen.getByRole("switch", { name: "Eigenen Erkennungsdienst für Muster Bürobedarf GmbH nutzen" });
    expect(partner).toBeChecked();
    await userEvent.click(partner);
    await waitFor(() =>
      expect(requestsOf("useSetCustomExtractionMutationsPartnerMutation")[0]?.variables).toEqual({
        rowId: PARTNER,
        uses: false,
      }),
    );
    await waitFor(() => expect(partner).not.toBeChecked());
  });

  it("offers no switch without a configured service and says why", async () => {
    renderPage({ available: false });
    expect(await screen.findByText("Kein eigener Erkennungsdienst eingerichtet")).toBeInTheDocument();
    expect(screen.getByText(/CUSTOM_EXTRACTION_URL/)).toBeInTheDocument();
    expect(screen.queryByRole("switch")).toBeNull();
    const partners = screen.getByRole("table", { name: "Geschäftspartner" });
    expect(within(partners).getByText("Ja")).toBeInTheDocument();
  });

  it("shows the refusal in words and takes the switch back", async () => {
    renderPage({ refuse: true });
    const category = await screen.findByRole("switch", {
      name: "Eigenen Erkennungsdienst für Eingangsrechnungen nutzen",
    });
    await userEvent.click(category);
    expect(
      await screen.findByText("Für diese Installation ist kein eigener Erkennungsdienst eingerichtet."),
    ).toBeInTheDocument();
    await waitFor(() => expect(category).not.toBeChecked());
  });

  it("is for super admins only", async () => {
    renderPage({ superAdmin: false });
    expect(await screen.findByText("Den Erkennungsdienst verwalten nur Super-Admins.")).toBeInTheDocument();
    expect(screen.queryByRole("switch")).toBeNull();
  });

  it("sends the partner search to the URL", async () => {
    const { onSearchChange } = renderPage();
    await userEvent.type(await screen.findByLabelText("Geschäftspartner durchsuchen"), "muster");
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ searchText: "muster" }));
  });
});
