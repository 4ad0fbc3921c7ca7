import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadQuery } from "react-relay";
import type { ConcreteRequest, OperationType, VariablesOf } from "relay-runtime";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import RealEstateObjectCreatePageQueryNode, {
  type RealEstateObjectCreatePageQuery,
} from "../../../__generated__/RealEstateObjectCreatePageQuery.graphql.ts";
import RealEstateObjectDetailPageQueryNode, {
  type RealEstateObjectDetailPageQuery,
} from "../../../__generated__/RealEstateObjectDetailPageQuery.graphql.ts";
import RealEstateObjectsListPageQueryNode, {
  type RealEstateObjectsListPageQuery,
} from "../../../__generated__/RealEstateObjectsListPageQuery.graphql.ts";
import RealEstateObjectsListPaginationQueryNode from "../../../__generated__/RealEstateObjectsListPaginationQuery.graphql.ts";
import TenantOwnersSectionRefetchQueryNode from "../../../__generated__/TenantOwnersSectionRefetchQuery.graphql.ts";
import realEstateObjectMutationsCreateMutationNode from "../../../__generated__/realEstateObjectMutationsCreateMutation.graphql.ts";
import realEstateObjectMutationsCreateTenantOwnerMutationNode from "../../../__generated__/realEstateObjectMutationsCreateTenantOwnerMutation.graphql.ts";
import realEstateObjectMutationsDeleteTenantOwnerMutationNode from "../../../__generated__/realEstateObjectMutationsDeleteTenantOwnerMutation.graphql.ts";
import realEstateObjectMutationsSetDisabledMutationNode from "../../../__generated__/realEstateObjectMutationsSetDisabledMutation.graphql.ts";
import realEstateObjectMutationsSetTagsMutationNode from "../../../__generated__/realEstateObjectMutationsSetTagsMutation.graphql.ts";
import realEstateObjectMutationsUpdateMutationNode from "../../../__generated__/realEstateObjectMutationsUpdateMutation.graphql.ts";
import realEstateObjectMutationsUpdateTenantOwnerMutationNode from "../../../__generated__/realEstateObjectMutationsUpdateTenantOwnerMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { RealEstateObjectCreatePage } from "../pages/RealEstateObjectCreatePage.tsx";
import { RealEstateObjectDetailPage } from "../pages/RealEstateObjectDetailPage.tsx";
import { RealEstateObjectsListPage } from "../pages/RealEstateObjectsListPage.tsx";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const OBJECT = "8b000000-0000-4000-8000-000000000001";

const OPERATIONS: Record<string, ConcreteRequest> = {
  RealEstateObjectsListPageQuery: RealEstateObjectsListPageQueryNode,
  RealEstateObjectsListPaginationQuery: RealEstateObjectsListPaginationQueryNode,
  RealEstateObjectCreatePageQuery: RealEstateObjectCreatePageQueryNode,
  RealEstateObjectDetailPageQuery: RealEstateObjectDetailPageQueryNode,
  TenantOwnersSectionRefetchQuery: TenantOwnersSectionRefetchQueryNode,
  realEstateObjectMutationsCreateMutation: realEstateObjectMutationsCreateMutationNode,
  realEstateObjectMutationsUpdateMutation: realEstateObjectMutationsUpdateMutationNode,
  realEstateObjectMutationsSetDisabledMutation: realEstateObjectMutationsSetDisabledMutationNode,
  realEstateObjectMutationsSetTagsMutation: realEstateObjectMutationsSetTagsMutationNode,
  realEstateObjectMutationsCreateTenantOwnerMutation: realEstateObjectMutationsCreateTenantOwnerMutationNode,
  realEstateObjectMutationsUpdateTenantOwnerMutation: realEstateObjectMutationsUpdateTenantOwnerMutationNode,
  realEstateObjectMutationsDeleteTenantOwnerMutation: realEstateObjectMutationsDeleteTenantOwnerMutationNode,
};

const LINDEN = {
  id: "object-1",
  rowId: OBJECT,
  clientCompanyRowId: COMPANY,
  title: "WEG Lindenstraße 12",
  type: "HOMEOWNERS_ASSOCIATION",
  number: "L-12",
  accountingArea: "BK1",
  userAccount: "weg-linden",
  address: "Lindenstraße 12",
  alternativeAddresses: ["Ahornweg 1"],
  zip: "10115",
  city: "Berlin",
  country: "DE",
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
  note: "Hausmeister: Herr Kurz",
  disabledAt: null,
  updatedAt: "2026-11-20T10:00:00Z",
  documentCount: 3,
  tags: { nodes: [{ id: "tag-1", rowId: "7a000000-0000-4000-8000-000000000001", tag: "WEG" }] },
  sortedTenantOwners: {
    totalCount: 1,
    nodes: [
      {
        id: "to-1",
        rowId: "9c000000-0000-4000-8000-000000000001",
        tenantOwnerNo: "100",
        unitNo: "W1",
        owner: "Erika Muster",
      },
    ],
  },
};
const OLD = {
  ...LINDEN,
  id: "object-2",
  rowId: "8b000000-0000-4000-8000-000000000002",
  title: "Gewerbehof Süd",
  type: "COMMERCIAL",
  number: null,
  address: null,
  zip: null,
  city: null,
  documentCount: 0,
  tags: { nodes: [] },
  disabledAt: "2026-03-01T10:00:00Z",
};

interface Setup {
  access?: boolean;
  feature?: boolean;
  object?: Record<string, unknown> | null;
  /** Refusals by mutation name: code and field. */
  refuse?: Record<string, { code: string; field?: string }>;
}

function setup<T extends OperationType>(query: ConcreteRequest, variables: VariablesOf<T>, options: Setup = {}) {
  const { access = true, feature = true, object = LINDEN, refuse = {} } = options;
  const mock = createMockRelayEnvironment({
    operations: OPERATIONS,
    resolvers: (name) => ({
      ClientCompany: () => ({
        id: "company",
        rowId: COMPANY,
        currentUserHasCompanyManageAccess: access,
        featureFlags: { realEstateObjects: feature },
        sortedTags: {
          nodes: [
            { id: "tag-1", rowId: "7a000000-0000-4000-8000-000000000001", tag: "WEG" },
            { id: "tag-2", rowId: "7a000000-0000-4000-8000-000000000002", tag: "Berlin" },
          ],
        },
      }),
      RealEstateObjectConnection: () => ({
        totalCount: 2,
        edges: [LINDEN, OLD].map((node) => ({ cursor: `c-${node.rowId}`, node })),
        pageInfo: { hasNextPage: false, endCursor: "c-2" },
      }),
      ...(name === "RealEstateObjectDetailPageQuery" || name === "TenantOwnersSectionRefetchQuery"
        ? { RealEstateObject: () => object ?? LINDEN }
        : {}),
    }),
    answer: (name, variables, _params, generate) => {
      const refusal = refuse[name];
      if (refusal) {
        throw GraphQLRequestError.fromErrors([
          {
            message: refusal.code,
            extensions: { code: refusal.code, ...(refusal.field ? { field: refusal.field } : {}) },
          },
        ]);
      }
      if (name === "realEstateObjectMutationsCreateMutation")
        return {
          data: {
            createRealEstateObject: {
              realEstateObject: { id: "object-new", rowId: "8b000000-0000-4000-8000-00000000000f", title: "Neu" },
            },
          },
        };
      if (name === "realEstateObjectMutationsSetDisabledMutation")
        return {
          data: {
            setRealEstateObjectDisabled: {
              result: {
                id: "object-1",
                disabledAt: variables.disabled ? "2026-11-27T10:00:00Z" : null,
                updatedAt: "2026-11-27T10:00:00Z",
              },
            },
          },
        };
      return generate();
    },
    transform: (payload, name) =>
      name === "RealEstateObjectDetailPageQuery" && object === null
        ? { data: { ...(payload as { data: Record<string, unknown> }).data, realEstateObject: null } }
        : payload,
  });
  const queryRef = loadQuery<T>(mock.environment, query, variables);
  const render = (page: (ref: typeof queryRef) => ReactElement) =>
    renderWithProviders(
      <>
        <Notifications />
        {page(queryRef)}
      </>,
      { relayEnvironment: mock.environment },
    );
  return { ...mock, render };
}

const listVariables = { clientCompanyRowId: COMPANY, count: 50, searchText: null, onlyActive: false };
const detailVariables = { clientCompanyRowId: COMPANY, realEstateObjectRowId: OBJECT };

describe("real-estate objects list", () => {
  it("lists objects with number, type, address, tags, documents and status; the switch asks for active ones", async () => {
    const page = setup<RealEstateObjectsListPageQuery>(RealEstateObjectsListPageQueryNode, listVariables);
    const onSearchChange = vi.fn();
    page.render((queryRef) => (
      <RealEstateObjectsListPage queryRef={queryRef} search={{}} count={50} onSearchChange={onSearchChange} />
    ));
    const link = await screen.findByRole("link", { name: "WEG Lindenstraße 12" });
    expect(link).toHaveAttribute(
      "href",
      `/settings/${COMPANY}/company/real-estate-objects/${OBJECT}?clientCompanyRowId=${COMPANY}`,
    );
    const table = screen.getByRole("table", { name: "Objekte" });
    const [, linden, old] = within(table).getAllByRole("row");
    expect(linden).toHaveTextContent("L-12");
    expect(linden).toHaveTextContent("WEG-Verwaltung");
    expect(linden).toHaveTextContent("Lindenstraße 12, 10115 Berlin");
    expect(linden).toHaveTextContent("Aktiv");
    expect(old).toHaveTextContent("Gewerbeobjekt");
    expect(old).toHaveTextContent("Deaktiviert");
    await userEvent.click(screen.getByRole("switch", { name: "Nur aktive" }));
    expect(onSearchChange).toHaveBeenCalledWith({ onlyActive: true });
    await userEvent.type(screen.getByLabelText("Objekte durchsuchen"), "muster");
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ searchText: "muster" }));
  });

  it("is refused without company-manage access and says when the feature is off", async () => {
    setup<RealEstateObjectsListPageQuery>(RealEstateObjectsListPageQueryNode, listVariables, { access: false }).render(
      (queryRef) => <RealEstateObjectsListPage queryRef={queryRef} search={{}} count={50} onSearchChange={() => {}} />,
    );
    expect(await screen.findByText("Kein Zugriff")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows the feature-off view", async () => {
    setup<RealEstateObjectsListPageQuery>(RealEstateObjectsListPageQueryNode, listVariables, { feature: false }).render(
      (queryRef) => <RealEstateObjectsListPage queryRef={queryRef} search={{}} count={50} onSearchChange={() => {}} />,
    );
    expect(await screen.findByText("Objekte sind für dieses Unternehmen nicht eingeschaltet")).toBeInTheDocument();
  });
});

describe("creating an object", () => {
  const renderCreate = (options: Setup = {}) => {
    const page = setup<RealEstateObjectCreatePageQuery>(
      RealEstateObjectCreatePageQueryNode,
      { clientCompanyRowId: COMPANY },
      options,
    );
    page.render((queryRef) => <RealEstateObjectCreatePage queryRef={queryRef} />);
    return page;
  };

  it("checks IBAN check digits, BIC and title before sending", async () => {
    const page = renderCreate();
    await userEvent.type(await screen.findByRole("textbox", { name: "IBAN" }), "DE89 3704 0044 0532 0130 01");
    await userEvent.type(screen.getByRole("textbox", { name: "BIC" }), "COBA1EFF");
    await userEvent.click(screen.getByRole("button", { name: "Objekt anlegen" }));
    expect(await screen.findByText("Bitte geben Sie einen Titel an.")).toBeInTheDocument();
    expect(
      screen.getByText("Diese IBAN ist ungültig. Bitte prüfen Sie Ländercode, Länge und Prüfziffern."),
    ).toBeInTheDocument();
    expect(screen.getByText("Diese BIC ist ungültig (8 oder 11 Zeichen, z. B. COBADEFFXXX).")).toBeInTheDocument();
    expect(page.requestsOf("realEstateObjectMutationsCreateMutation")).toHaveLength(0);
  });

  it("sends every field normalised and shows a taken number at its field", async () => {
    const page = renderCreate({
      refuse: { realEstateObjectMutationsCreateMutation: { code: "REAL_ESTATE_OBJECT_NUMBER_TAKEN", field: "number" } },
    });
    await userEvent.type(await screen.findByRole("textbox", { name: /Titel/ }), "WEG Ahornweg");
    await userEvent.type(screen.getByRole("textbox", { name: "Objektnummer" }), "L-12");
    await userEvent.type(screen.getByRole("textbox", { name: "IBAN" }), "de89 3704 0044 0532 0130 00");
    await userEvent.type(
      screen.getByRole("textbox", { name: /Weitere Adressen/ }),
      "Ahornweg 1{Enter}{Enter}Hinterhaus",
    );
    await userEvent.click(screen.getByRole("button", { name: "Objekt anlegen" }));
    expect(await screen.findByText("Diese Objektnummer ist bereits vergeben.")).toBeInTheDocument();
    expect(page.requestsOf("realEstateObjectMutationsCreateMutation")[0]!.variables).toEqual({
      input: {
        realEstateObject: {
          clientCompanyRowId: COMPANY,
          title: "WEG Ahornweg",
          type: "RENTAL",
          number: "L-12",
          accountingArea: null,
          userAccount: null,
          address: null,
          alternativeAddresses: ["Ahornweg 1", "Hinterhaus"],
          zip: null,
          city: null,
          country: "DE",
          iban: "DE89370400440532013000",
          bic: null,
          note: null,
        },
      },
    });
  });
});

describe("an object's page", () => {
  const renderDetail = (options: Setup = {}) => {
    const page = setup<RealEstateObjectDetailPageQuery>(RealEstateObjectDetailPageQueryNode, detailVariables, options);
    page.render((queryRef) => <RealEstateObjectDetailPage queryRef={queryRef} />);
    return page;
  };

  it("shows every field, its tags, tenants and owners, and links to its documents", async () => {
    renderDetail();
    expect(await screen.findByRole("heading", { name: "L-12 · WEG Lindenstraße 12" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Buchungskreis" })).toHaveValue("BK1");
    expect(screen.getByRole("textbox", { name: "Benutzerkonto" })).toHaveValue("weg-linden");
    expect(screen.getByRole("textbox", { name: /Weitere Adressen/ })).toHaveValue("Ahornweg 1");
    expect(screen.getByRole("textbox", { name: "BIC" })).toHaveValue("COBADEFFXXX");
    expect(screen.getByRole("textbox", { name: "Notiz" })).toHaveValue("Hausmeister: Herr Kurz");
    expect(screen.getByText("3 Belege zugeordnet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Belege anzeigen" }).getAttribute("href")).toBe(
      `/documents?clientCompanyRowId=${COMPANY}&realEstateObjectRowIds=${encodeURIComponent(JSON.stringify([OBJECT]))}`,
    );
    const owners = screen.getByRole("table", { name: "Mieter und Eigentümer" });
    expect(owners).toHaveTextContent("100");
    expect(owners).toHaveTextContent("W1");
    expect(owners).toHaveTextContent("Erika Muster");
    // The object's tag, chosen from the company's.
    expect(screen.getAllByText("WEG").length).toBeGreaterThan(0);
  });

  it("sets the object's tags from the company's", async () => {
    const page = renderDetail();
    await userEvent.click(await screen.findByRole("combobox", { name: "Schlagwörter" }));
    await userEvent.click(await screen.findByRole("option", { name: "Berlin", hidden: true }));
    await waitFor(() =>
      expect(page.requestsOf("realEstateObjectMutationsSetTagsMutation")[0]?.variables).toEqual({
        realEstateObjectRowId: OBJECT,
        tagRowIds: ["7a000000-0000-4000-8000-000000000001", "7a000000-0000-4000-8000-000000000002"],
      }),
    );
  });

  it("shows a tenant number already taken for the unit at its field", async () => {
    const page = renderDetail({
      refuse: {
        realEstateObjectMutationsCreateTenantOwnerMutation: {
          code: "TENANT_OWNER_NUMBER_TAKEN",
          field: "tenantOwnerNo",
        },
      },
    });
    const form = await screen.findByRole("form", { name: "Hinzufügen" });
    await userEvent.click(within(form).getByRole("button", { name: "Hinzufügen" }));
    expect(await within(form).findByText("Bitte geben Sie die Nummer an.")).toBeInTheDocument();
    expect(within(form).getByText("Bitte geben Sie den Namen an.")).toBeInTheDocument();
    expect(page.requestsOf("realEstateObjectMutationsCreateTenantOwnerMutation")).toHaveLength(0);
    await userEvent.type(within(form).getByRole("textbox", { name: /Mieter-\/Eigentümer-Nr\./ }), "100");
    await userEvent.type(within(form).getByRole("textbox", { name: "Einheit" }), "W1");
    await userEvent.type(within(form).getByRole("textbox", { name: /Name/ }), "Max Mieter");
    await userEvent.click(within(form).getByRole("button", { name: "Hinzufügen" }));
    expect(
      await within(form).findByText("Diese Mieter-/Eigentümernummer ist für diese Einheit bereits vergeben."),
    ).toBeInTheDocument();
    expect(page.requestsOf("realEstateObjectMutationsCreateTenantOwnerMutation")[0]!.variables).toEqual({
      input: {
        realEstateObjectTenantOwner: {
          clientCompanyRowId: COMPANY,
          realEstateObjectRowId: OBJECT,
          tenantOwnerNo: "100",
          unitNo: "W1",
          owner: "Max Mieter",
        },
      },
    });
  });

  it("removes a tenant after asking", async () => {
    const page = renderDetail();
    await userEvent.click(await screen.findByRole("button", { name: "Entfernen: Erika Muster (100)" }));
    const dialog = await screen.findByRole("dialog", { name: "Mieter/Eigentümer entfernen" });
    expect(dialog).toHaveTextContent("„Erika Muster“ (100) aus diesem Objekt entfernen?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Entfernen" }));
    await waitFor(() => expect(page.requestsOf("realEstateObjectMutationsDeleteTenantOwnerMutation")).toHaveLength(1));
    await waitFor(() => expect(page.requestsOf("TenantOwnersSectionRefetchQuery")).toHaveLength(1));
  });

  it("disables the object with the server's answer and shows a refusal", async () => {
    const page = renderDetail();
    await userEvent.click(await screen.findByRole("button", { name: "Deaktivieren" }));
    await waitFor(() =>
      expect(page.requestsOf("realEstateObjectMutationsSetDisabledMutation")[0]?.variables).toEqual({
        realEstateObjectRowId: OBJECT,
        disabled: true,
      }),
    );
    expect(await screen.findByRole("button", { name: "Wieder aktivieren" })).toBeInTheDocument();
    expect(screen.getByText(/Deaktiviert seit/)).toBeInTheDocument();
  });

  it("says when the feature is off while disabling", async () => {
    renderDetail({ refuse: { realEstateObjectMutationsSetDisabledMutation: { code: "REAL_ESTATE_FEATURE_OFF" } } });
    await userEvent.click(await screen.findByRole("button", { name: "Deaktivieren" }));
    expect(await screen.findByText("Objekte sind für dieses Unternehmen nicht freigeschaltet.")).toBeInTheDocument();
  });

  it("shows not-found for an object of another company", async () => {
    renderDetail({ object: { ...LINDEN, clientCompanyRowId: "0b8f5e1c-1a2b-4c3d-8e4f-000000000009" } });
    expect(
      await screen.findByText("Dieses Objekt gibt es nicht (mehr), oder es gehört zu einem anderen Unternehmen."),
    ).toBeInTheDocument();
  });
});
