import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { loadQuery } from "react-relay";
import type { ConcreteRequest, OperationType, VariablesOf } from "relay-runtime";
import type { MockResolvers } from "relay-test-utils";
import { describe, expect, it, vi } from "vitest";
import AdminClientCreatePageQueryNode, {
  type AdminClientCreatePageQuery,
} from "../../../__generated__/AdminClientCreatePageQuery.graphql.ts";
import AdminClientDetailPageQueryNode, {
  type AdminClientDetailPageQuery,
} from "../../../__generated__/AdminClientDetailPageQuery.graphql.ts";
import AdminClientsListPageQueryNode, {
  type AdminClientsListPageQuery,
} from "../../../__generated__/AdminClientsListPageQuery.graphql.ts";
import AdminCompaniesListPageQueryNode, {
  type AdminCompaniesListPageQuery,
} from "../../../__generated__/AdminCompaniesListPageQuery.graphql.ts";
import AdminCompanyCreatePageQueryNode, {
  type AdminCompanyCreatePageQuery,
} from "../../../__generated__/AdminCompanyCreatePageQuery.graphql.ts";
import AdminCompanyDetailPageQueryNode, {
  type AdminCompanyDetailPageQuery,
} from "../../../__generated__/AdminCompanyDetailPageQuery.graphql.ts";
import useCreateClientCompanyMutationNode from "../../../__generated__/useCreateClientCompanyMutation.graphql.ts";
import useCreateCompanyLocationMutationNode from "../../../__generated__/useCreateCompanyLocationMutation.graphql.ts";
import useCreateCompanyMutationNode from "../../../__generated__/useCreateCompanyMutation.graphql.ts";
import useDeleteClientCompanyMutationNode from "../../../__generated__/useDeleteClientCompanyMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { AdminClientCreatePage } from "../pages/AdminClientCreatePage.tsx";
import { AdminClientDetailPage } from "../pages/AdminClientDetailPage.tsx";
import { AdminClientsListPage } from "../pages/AdminClientsListPage.tsx";
import { AdminCompaniesListPage } from "../pages/AdminCompaniesListPage.tsx";
import { AdminCompanyCreatePage } from "../pages/AdminCompanyCreatePage.tsx";
import { AdminCompanyDetailPage } from "../pages/AdminCompanyDetailPage.tsx";

const COMPANY = "c1000000-0000-4000-8000-000000000001";
const CLIENT = "c2000000-0000-4000-8000-000000000002";
const FIRM = "c2000000-0000-4000-8000-000000000003";

const OPERATIONS: Record<string, ConcreteRequest> = {
  useCreateCompanyMutation: useCreateCompanyMutationNode,
  useCreateCompanyLocationMutation: useCreateCompanyLocationMutationNode,
  useCreateClientCompanyMutation: useCreateClientCompanyMutationNode,
  useDeleteClientCompanyMutation: useDeleteClientCompanyMutationNode,
};

type Refusal = { code: string; field?: string; constraint?: string };

function setup<T extends OperationType>(
  node: ConcreteRequest,
  variables: VariablesOf<T>,
  resolvers: MockResolvers | ((name: string) => MockResolvers),
  refuse: Record<string, Refusal> = {},
) {
  const mock = createMockRelayEnvironment({
    operations: { ...OPERATIONS, [node.params.name]: node },
    resolvers,
    answer: (name, _variables, _params, generate) => {
      const refusal = refuse[name];
      if (refusal) throw GraphQLRequestError.fromErrors([{ message: refusal.code, extensions: { ...refusal } }]);
      return generate();
    },
  });
  const queryRef = loadQuery<T>(mock.environment, node, variables);
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

const superAdmin = (isSuperAdmin = true) => ({ User: () => ({ isSuperAdmin }) });

describe("admin › companies list", () => {
  const resolvers = {
    ...superAdmin(),
    CompanyConnection: () => ({
      totalCount: 1,
      edges: [
        {
          cursor: "c1",
          node: {
            id: "company-1",
            rowId: COMPANY,
            brandNameOrName: "Gamma Holding",
            legalForm: "GmbH",
            countries: ["AT", "DE"],
            mainLocation: { city: "Berlin" },
            clientCompanies: { totalCount: 2 },
          },
        },
      ],
      pageInfo: { hasNextPage: false, endCursor: "c1" },
    }),
  };

  it("lists companies with their legal form, city, countries and client companies; the search goes to the URL", async () => {
    const mock = setup<AdminCompaniesListPageQuery>(
      AdminCompaniesListPageQueryNode,
      { count: 50, searchText: null },
      resolvers,
    );
    const onSearchChange = vi.fn();
    mock.render((queryRef) => (
      <AdminCompaniesListPage queryRef={queryRef} search={{}} count={50} onSearchChange={onSearchChange} />
    ));
    expect(await screen.findByRole("link", { name: "Gamma Holding" })).toHaveAttribute(
      "href",
      `/settings/admin/companies/${COMPANY}`,
    );
    expect(screen.getByText("Berlin")).toBeInTheDocument();
    expect(screen.getByText("AT, DE")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Unternehmen suchen"), "gam");
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ searchText: "gam" }));
  });

  it("is refused to everyone but super admins", async () => {
    const mock = setup<AdminCompaniesListPageQuery>(
      AdminCompaniesListPageQueryNode,
      { count: 50, searchText: null },
      { ...resolvers, ...superAdmin(false) },
    );
    mock.render((queryRef) => (
      <AdminCompaniesListPage queryRef={queryRef} search={{}} count={50} onSearchChange={() => {}} />
    ));
    expect(await screen.findByText("Unternehmen und Mandanten verwalten nur Super-Admins.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});

describe("admin › clients list", () => {
  it("shows status, company, accounting system and contract start", async () => {
    const mock = setup<AdminClientsListPageQuery>(
      AdminClientsListPageQueryNode,
      { count: 50, searchText: null },
      {
        ...superAdmin(),
        ClientCompanyConnection: () => ({
          totalCount: 1,
          edges: [
            {
              cursor: "c1",
              node: {
                id: "client-1",
                rowId: CLIENT,
                brandNameOrName: "Alpha Bau",
                status: "INACTIVE",
                accountingSystem: "DATEV",
                accountingSystemClientNo: "10042",
                contractStartDate: "2026-01-01",
                company: { brandNameOrName: "Alpha Bau GmbH" },
              },
            },
          ],
          pageInfo: { hasNextPage: false, endCursor: "c1" },
        }),
      },
    );
    mock.render((queryRef) => (
      <AdminClientsListPage queryRef={queryRef} search={{}} count={50} onSearchChange={() => {}} />
    ));
    expect(await screen.findByRole("link", { name: "Alpha Bau" })).toHaveAttribute(
      "href",
      `/settings/admin/clients/${CLIENT}`,
    );
    expect(screen.getByText("Inaktiv")).toBeInTheDocument();
    expect(screen.getByText("Alpha Bau GmbH")).toBeInTheDocument();
    expect(screen.getByText("10042")).toBeInTheDocument();
    expect(screen.getByText("01.01.2026")).toBeInTheDocument();
  });
});

describe("admin › company create", () => {
  it("refuses bad input at its field before saving, then sends the cleaned values", async () => {
    const mock = setup<AdminCompanyCreatePageQuery>(AdminCompanyCreatePageQueryNode, {}, superAdmin());
    mock.render((queryRef) => <AdminCompanyCreatePage queryRef={queryRef} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Anlegen" }));
    expect(await screen.findByText("Bitte geben Sie den Namen an.")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), " Gamma Holding ");
    await user.type(screen.getByRole("textbox", { name: /^Gegründet/ }), "01.02.2020");
    await user.type(screen.getByRole("textbox", { name: /^Aufgelöst/ }), "01.01.2019");
    await user.type(screen.getByRole("textbox", { name: /^USt-IdNr/ }), "XX");
    await user.click(screen.getByRole("button", { name: "Anlegen" }));
    expect(await screen.findByText("Die Auflösung kann nicht vor der Gründung liegen.")).toBeInTheDocument();
    expect(screen.getByText("Das ist keine USt-IdNr., z. B. DE123456789.")).toBeInTheDocument();
    expect(mock.requestsOf("useCreateCompanyMutation")).toEqual([]);

    await user.clear(screen.getByRole("textbox", { name: /^Aufgelöst/ }));
    await user.clear(screen.getByRole("textbox", { name: /^USt-IdNr/ }));
    await user.type(screen.getByRole("textbox", { name: /^USt-IdNr/ }), "de 123 456 789");
    await user.type(screen.getByRole("textbox", { name: /^Alternative Namen/ }), "Gamma{enter}  {enter}GH");
    await user.click(screen.getByRole("button", { name: "Anlegen" }));
    await waitFor(() => expect(mock.requestsOf("useCreateCompanyMutation")).toHaveLength(1));
    expect(mock.requestsOf("useCreateCompanyMutation")[0]!.variables.input).toMatchObject({
      name: "Gamma Holding",
      alternativeNames: ["Gamma", "GH"],
      founded: "2020-02-01",
      dissolved: null,
      vatIdNo: "DE123456789",
      country: "DE",
      brandName: null,
    });
  });

  it("shows the database's refusal at the field it names", async () => {
    const mock = setup<AdminCompanyCreatePageQuery>(AdminCompanyCreatePageQueryNode, {}, superAdmin(), {
      useCreateCompanyMutation: { code: "INVALID_VALUE", constraint: "company_locations_email_format" },
    });
    mock.render((queryRef) => <AdminCompanyCreatePage queryRef={queryRef} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /^Name/ }), "Gamma");
    await user.type(screen.getByRole("textbox", { name: /^E-Mail/ }), "info@gamma.example");
    await user.click(screen.getByRole("button", { name: "Anlegen" }));
    const email = screen.getByRole("textbox", { name: /^E-Mail/ });
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Die E-Mail-Adresse ist ungültig (Standort).")).toBeInTheDocument();
  });
});

const DETAIL_RESOLVERS: MockResolvers = {
  ...superAdmin(),
  Company: () => ({
    rowId: COMPANY,
    name: "Gamma Holding GmbH",
    brandName: "Gamma",
    brandNameOrName: "Gamma",
    alternativeNames: [],
    legalForm: "GmbH",
    founded: "2020-02-01",
    dissolved: null,
    mainLocation: { city: "Berlin", country: "DE", vatIdNo: "DE123456789" },
  }),
  CompanyLocationConnection: () => ({
    edges: [
      { node: { id: "l1", main: true, city: "Berlin", country: "DE", title: null } },
      { node: { id: "l2", main: false, city: "Wien", country: "AT", title: "Filiale Wien" } },
    ],
  }),
  ClientCompanyConnection: () => ({
    nodes: [{ id: "client-1", rowId: CLIENT, brandNameOrName: "Gamma Bau", status: "ACTIVE" }],
  }),
};

describe("admin › company detail", () => {
  const setupDetail = () =>
    setup<AdminCompanyDetailPageQuery>(
      AdminCompanyDetailPageQueryNode,
      { companyRowId: COMPANY },
      {
        ...DETAIL_RESOLVERS,
        // The answer to adding a location.
        CompanyLocation: () => ({ id: "l3", main: false, city: "Graz", country: "AT", title: "Werk Graz" }),
      },
    );

  it("adds another location (a bad VAT id is refused at its field first) and lists it", async () => {
    const mock = setupDetail();
    mock.render((queryRef) => <AdminCompanyDetailPage queryRef={queryRef} />);
    const form = await screen.findByRole("form", { name: "Standort hinzufügen" });
    const user = userEvent.setup();
    await user.type(within(form).getByRole("textbox", { name: "Ort" }), "Graz");
    await user.clear(within(form).getByRole("textbox", { name: "Land" }));
    await user.type(within(form).getByRole("textbox", { name: "Land" }), "at");
    await user.type(within(form).getByRole("textbox", { name: "USt-IdNr." }), "X");
    await user.click(within(form).getByRole("button", { name: "Standort hinzufügen" }));
    expect(await within(form).findByText("Das ist keine USt-IdNr., z. B. DE123456789.")).toBeInTheDocument();
    expect(mock.requestsOf("useCreateCompanyLocationMutation")).toEqual([]);
    await user.clear(within(form).getByRole("textbox", { name: "USt-IdNr." }));
    await user.type(within(form).getByRole("textbox", { name: "USt-IdNr." }), "atu 12345678");
    await user.click(within(form).getByRole("button", { name: "Standort hinzufügen" }));
    await waitFor(() => expect(mock.requestsOf("useCreateCompanyLocationMutation")).toHaveLength(1));
    expect(mock.requestsOf("useCreateCompanyLocationMutation")[0]!.variables.input).toEqual({
      companyLocation: {
        companyRowId: COMPANY,
        main: false,
        title: null,
        street: null,
        zip: null,
        city: "Graz",
        country: "AT",
        vatIdNo: "ATU12345678",
      },
    });
    const locations = await screen.findByRole("table", { name: "Weitere Standorte" });
    await waitFor(() => expect(within(locations).getAllByText("Werk Graz").length).toBeGreaterThan(0));
    // The form is empty again for the next one.
    expect(within(form).getByRole("textbox", { name: "Ort" })).toHaveValue("");
  });

  it("shows the company's form, its other locations and its client companies", async () => {
    const mock = setup<AdminCompanyDetailPageQuery>(
      AdminCompanyDetailPageQueryNode,
      { companyRowId: COMPANY },
      DETAIL_RESOLVERS,
    );
    mock.render((queryRef) => <AdminCompanyDetailPage queryRef={queryRef} />);
    expect(await screen.findByRole("heading", { name: "Gamma" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Gamma Holding GmbH");
    expect(screen.getByRole("textbox", { name: /^Gegründet/ })).toHaveValue("01.02.2020");
    const locations = screen.getByRole("table", { name: "Weitere Standorte" });
    expect(within(locations).getByText("Filiale Wien")).toBeInTheDocument();
    expect(within(locations).queryByText("Berlin")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Gamma Bau" })).toHaveAttribute(
      "href",
      `/settings/admin/clients/${CLIENT}`,
    );
    expect(screen.getByRole("link", { name: "Mandant anlegen" })).toHaveAttribute(
      "href",
      `/settings/admin/clients/create?companyRowId=${COMPANY}`,
    );
  });
});

describe("admin › client create", () => {
  const resolvers = {
    ...superAdmin(),
    CompanyConnection: () => ({ nodes: [{ rowId: COMPANY, brandNameOrName: "Gamma Holding" }] }),
    ClientCompanyConnection: () => ({ nodes: [{ rowId: FIRM, brandNameOrName: "Kanzlei Nord" }] }),
  };

  it("refuses a contract start in the far future and a missing first admin before saving", async () => {
    const mock = setup<AdminClientCreatePageQuery>(AdminClientCreatePageQueryNode, {}, resolvers);
    mock.render((queryRef) => <AdminClientCreatePage queryRef={queryRef} companyRowId={COMPANY} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /^Name/ }), "Gamma Bau");
    await user.type(screen.getByRole("textbox", { name: /^Vertragsbeginn/ }), "01.01.2099");
    await user.click(screen.getByRole("button", { name: "Anlegen" }));
    expect(
      await screen.findByText("Der Vertragsbeginn darf höchstens ein Jahr in der Zukunft liegen."),
    ).toBeInTheDocument();
    expect(screen.getByText("Bitte geben Sie die E-Mail-Adresse des ersten Administrators an.")).toBeInTheDocument();
    expect(screen.getByText("Bitte geben Sie den Vornamen des ersten Administrators an.")).toBeInTheDocument();
    expect(mock.requestsOf("useCreateClientCompanyMutation")).toEqual([]);
  });

  it("creates the client company with its chart and first admin; a refused address shows at its field", async () => {
    const mock = setup<AdminClientCreatePageQuery>(AdminClientCreatePageQueryNode, {}, resolvers, {
      useCreateClientCompanyMutation: { code: "FIRST_ADMIN_IS_EXTERNAL_USER", field: "adminEmail" },
    });
    mock.render((queryRef) => <AdminClientCreatePage queryRef={queryRef} companyRowId={COMPANY} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /^Name/ }), "Gamma Bau");
    await user.type(screen.getByRole("textbox", { name: /^Lizenzierte Benutzer/ }), "5");
    await user.type(screen.getByRole("textbox", { name: /^E-Mail/ }), " Erika@Gamma.Example ");
    await user.type(screen.getByRole("textbox", { name: /^Vorname/ }), "Erika");
    await user.click(screen.getByRole("button", { name: "Anlegen" }));
    await waitFor(() => expect(mock.requestsOf("useCreateClientCompanyMutation")).toHaveLength(1));
    expect(mock.requestsOf("useCreateClientCompanyMutation")[0]!.variables.input).toEqual({
      companyRowId: COMPANY,
      name: "Gamma Bau",
      brandName: null,
      status: "ACTIVE",
      language: "de",
      branding: null,
      accountingCompanyClientCompanyRowId: null,
      billedClientCompanyRowId: null,
      accountingSystem: "DATEV",
      accountingSystemClientNo: null,
      contractStartDate: null,
      contractNote: null,
      licensedDocuments: null,
      licensedUsers: 5,
      licensedBanks: null,
      contractExpiryNotificationEmail: null,
      chart: "SKR03",
      adminEmail: "erika@gamma.example",
      adminFirstName: "Erika",
      adminLastName: null,
      adminLanguage: "de",
    });
    const email = screen.getByRole("textbox", { name: /^E-Mail/ });
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(
      screen.getByText(
        "Diese Adresse gehört einem externen Benutzer; er kann nicht Administrator eines Mandanten werden.",
      ),
    ).toBeInTheDocument();
  });
});

describe("admin › client detail", () => {
  const resolvers = {
    ...superAdmin(),
    ClientCompany: () => ({
      rowId: CLIENT,
      legalCompanyRowId: COMPANY,
      name: "Alpha Bau GmbH",
      brandName: null,
      brandNameOrName: "Alpha Bau GmbH",
      status: "ACTIVE",
      language: "de",
      branding: null,
      accountingCompanyClientCompanyRowId: null,
      billedClientCompanyRowId: null,
      accountingSystem: "DATEV",
      accountingSystemClientNo: "10042",
      contractStartDate: "2026-01-01",
      contractNote: null,
      licensedDocuments: 1000,
      licensedUsers: 5,
      licensedBanks: null,
      contractExpiryNotificationEmail: null,
      hasLogo: false,
      updatedAt: "2026-11-27T10:00:00Z",
    }),
    CompanyConnection: () => ({ nodes: [{ rowId: COMPANY, brandNameOrName: "Alpha Holding" }] }),
    ClientCompanyConnection: () => ({ nodes: [{ rowId: FIRM, brandNameOrName: "Kanzlei Nord" }] }),
  };

  it("fills the form and explains why a client company with documents is not deleted", async () => {
    const mock = setup<AdminClientDetailPageQuery>(AdminClientDetailPageQueryNode, { clientRowId: CLIENT }, resolvers, {
      useDeleteClientCompanyMutation: { code: "CLIENT_COMPANY_HAS_DOCUMENTS" },
    });
    mock.render((queryRef) => <AdminClientDetailPage queryRef={queryRef} />);
    expect(await screen.findByRole("heading", { name: "Alpha Bau GmbH" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Mandantennummer/ })).toHaveValue("10042");
    expect(screen.getByRole("textbox", { name: /^Vertragsbeginn/ })).toHaveValue("01.01.2026");
    expect(screen.getByRole("textbox", { name: /^Lizenzierte Belege/ })).toHaveValue("1000");
    expect(screen.getByText("Kein eigenes Logo.")).toBeInTheDocument();
    // The first admin and the chart belong to creating only.
    expect(screen.queryByRole("textbox", { name: /^Vorname/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Mandant löschen" }));
    await user.click(await screen.findByRole("button", { name: "Löschen" }));
    expect(
      await screen.findByText(
        "Ein Mandant mit Belegen wird nie gelöscht. Deaktivieren Sie ihn stattdessen (Status „Inaktiv“).",
      ),
    ).toBeInTheDocument();
    expect(mock.requestsOf("useDeleteClientCompanyMutation")[0]!.variables).toEqual({ rowId: CLIENT });
  });

  it("refuses a DATEV client number that is no Mandantennummer 1–99999, in the form and from the database", async () => {
    const mock = setup<AdminClientDetailPageQuery>(AdminClientDetailPageQueryNode, { clientRowId: CLIENT }, resolvers, {
      useUpdateClientCompanyMutation: {
        code: "INVALID_VALUE",
        constraint: "client_companies_accounting_system_client_no_datev",
      },
    });
    mock.render((queryRef) => <AdminClientDetailPage queryRef={queryRef} />);
    const clientNo = await screen.findByRole("textbox", { name: /^Mandantennummer/ });
    const user = userEvent.setup();
    await user.clear(clientNo);
    await user.type(clientNo, "123456");
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    expect(
      await screen.findByText(
        "Für DATEV ist die Mandantennummer eine Zahl von 1 bis 99999, nur Ziffern ohne führende Null (Mandant).",
      ),
    ).toBeInTheDocument();
    expect(mock.requestsOf("useUpdateClientCompanyMutation")).toEqual([]);
    // What the form lets through but the database refuses lands at the same field, translated.
    await user.clear(clientNo);
    await user.type(clientNo, "4711");
    await waitFor(() =>
      expect(
        screen.queryByText(
          "Für DATEV ist die Mandantennummer eine Zahl von 1 bis 99999, nur Ziffern ohne führende Null (Mandant).",
        ),
      ).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(mock.requestsOf("useUpdateClientCompanyMutation")).toHaveLength(1));
    expect(mock.requestsOf("useUpdateClientCompanyMutation")[0]!.variables.input).toMatchObject({
      accountingSystem: "DATEV",
      accountingSystemClientNo: "4711",
    });
    await waitFor(() => expect(clientNo).toHaveAttribute("aria-invalid", "true"));
    expect(
      screen.getByText(
        "Für DATEV ist die Mandantennummer eine Zahl von 1 bis 99999, nur Ziffern ohne führende Null (Mandant).",
      ),
    ).toBeInTheDocument();
    expect(clientNo).toHaveValue("4711");
  });
});
