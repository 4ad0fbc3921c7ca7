import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadQuery } from "react-relay";
import type { ConcreteRequest, Variables } from "relay-runtime";
import type { MockResolvers } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import PartnerCompaniesListPageQueryNode, {
  type PartnerCompaniesListPageQuery,
} from "../../../__generated__/PartnerCompaniesListPageQuery.graphql.ts";
import PartnerCompaniesListPaginationQueryNode from "../../../__generated__/PartnerCompaniesListPaginationQuery.graphql.ts";
import PartnerCompanyCreatePageQueryNode, {
  type PartnerCompanyCreatePageQuery,
} from "../../../__generated__/PartnerCompanyCreatePageQuery.graphql.ts";
import PartnerCompanyDetailPageQueryNode, {
  type PartnerCompanyDetailPageQuery,
} from "../../../__generated__/PartnerCompanyDetailPageQuery.graphql.ts";
import PartnerMergeDialogQueryNode from "../../../__generated__/PartnerMergeDialogQuery.graphql.ts";
import partnerMutationsCreateLocationMutationNode from "../../../__generated__/partnerMutationsCreateLocationMutation.graphql.ts";
import partnerMutationsCreateMutationNode from "../../../__generated__/partnerMutationsCreateMutation.graphql.ts";
import partnerMutationsCreatePresetMutationNode from "../../../__generated__/partnerMutationsCreatePresetMutation.graphql.ts";
import partnerMutationsMergeMutationNode from "../../../__generated__/partnerMutationsMergeMutation.graphql.ts";
import partnerMutationsUpdateMutationNode from "../../../__generated__/partnerMutationsUpdateMutation.graphql.ts";
import partnerMutationsVerifyPresetMutationNode from "../../../__generated__/partnerMutationsVerifyPresetMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { PartnerCompaniesListPage } from "../pages/PartnerCompaniesListPage.tsx";
import { PartnerCompanyCreatePage } from "../pages/PartnerCompanyCreatePage.tsx";
import { PartnerCompanyDetailPage } from "../pages/PartnerCompanyDetailPage.tsx";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const P1 = "7a000000-0000-4000-8000-000000000001";
const P2 = "7a000000-0000-4000-8000-000000000002";
const P3 = "7a000000-0000-4000-8000-000000000003";

const OPERATIONS: Record<string, ConcreteRequest> = {
  PartnerCompaniesListPageQuery: PartnerCompaniesListPageQueryNode,
  PartnerCompaniesListPaginationQuery: PartnerCompaniesListPaginationQueryNode,
  PartnerCompanyCreatePageQuery: PartnerCompanyCreatePageQueryNode,
  PartnerCompanyDetailPageQuery: PartnerCompanyDetailPageQueryNode,
  PartnerMergeDialogQuery: PartnerMergeDialogQueryNode,
  partnerMutationsCreateMutation: partnerMutationsCreateMutationNode,
  partnerMutationsUpdateMutation: partnerMutationsUpdateMutationNode,
  partnerMutationsCreateLocationMutation: partnerMutationsCreateLocationMutationNode,
  partnerMutationsCreatePresetMutation: partnerMutationsCreatePresetMutationNode,
  partnerMutationsVerifyPresetMutation: partnerMutationsVerifyPresetMutationNode,
  partnerMutationsMergeMutation: partnerMutationsMergeMutationNode,
};

const partner = (rowId: string, name: string, extra: Record<string, unknown> = {}) => ({
  id: `partner-${rowId}`,
  rowId,
  clientCompanyRowId: COMPANY,
  name,
  active: true,
  vatIds: ["DE123456789"],
  documentsCount: 3,
  duplicatesCount: 1,
  createdAt: "2026-03-01T10:00:00Z",
  alternativeNames: [],
  notes: null,
  isConsumer: false,
  paidWithDirectDebit: false,
  controllerUserRowId: null,
  mainCostCenterRowId: null,
  mainCostUnitRowId: null,
  ...extra,
});

function setup(options: {
  access?: boolean;
  resolvers?: MockResolvers;
  refuse?: (name: string, variables: Variables) => { code: string; field?: string } | undefined;
  /** Whole answers by operation name (nested lists the generator would make alike). */
  data?: Record<string, unknown>;
}) {
  const { environment, requests, requestsOf } = createMockRelayEnvironment({
    operations: OPERATIONS,
    resolvers: {
      ClientCompany: () => ({
        id: "company",
        rowId: COMPANY,
        currentUserHasCompanyManageAccess: options.access ?? true,
        featureFlags: { costCenters: false, costUnits: false },
      }),
      ...options.resolvers,
    },
    answer: (name, variables) => {
      const refusal = options.refuse?.(name, variables);
      if (refusal) throw GraphQLRequestError.fromErrors([{ message: refusal.code, extensions: refusal }]);
      const data = options.data?.[name];
      return data === undefined ? undefined : { data: data as Record<string, never> };
    },
  });
  return { environment, requests, requestsOf };
}

function renderList(setupOptions: Parameters<typeof setup>[0], search = {}) {
  const env = setup(setupOptions);
  const queryRef = loadQuery<PartnerCompaniesListPageQuery>(env.environment, PartnerCompaniesListPageQueryNode, {
    clientCompanyRowId: COMPANY,
    count: 50,
    searchText: null,
    includeInactive: false,
    withDuplicates: Boolean((search as { withDuplicatePartnerCompanies?: boolean }).withDuplicatePartnerCompanies),
    orderBy: "NAME_ASC",
  });
  const changes: unknown[] = [];
  renderWithProviders(
    <PartnerCompaniesListPage
      queryRef={queryRef}
      search={search}
      count={50}
      onSearchChange={(change) => changes.push(change)}
    />,
    { relayEnvironment: env.environment },
  );
  return { ...env, changes };
}

const LIST_RESOLVERS: MockResolvers = {
  PartnerCompanyConnection: () => ({
    totalCount: 2,
    edges: [
      { cursor: "c1", node: partner(P1, "Müller Haustechnik GmbH") },
      { cursor: "c2", node: partner(P2, "Müller Haustechnik", { active: false, vatIds: [] }) },
    ],
    pageInfo: { hasNextPage: false, endCursor: "c2" },
  }),
  PartnerCompanyLocationConnection: () => ({ totalCount: 1, nodes: [{ main: true, city: "Berlin", country: "DE" }] }),
};

const mergeCandidate = (rowId: string, name: string, documentsCount: number, parts: number[]) => ({
  id: `partner-${rowId}`,
  rowId,
  name,
  active: true,
  createdAt: "2026-03-01T10:00:00Z",
  vatIds: ["DE123456789"],
  documentsCount,
  locations: { totalCount: parts[0] },
  paymentPresets: { totalCount: parts[1] },
  directDebitMandates: { totalCount: parts[2] },
  partnerAccounts: { totalCount: parts[3] },
});

describe("partner companies list", () => {
  it("lists partners with VAT id, city, documents and marks; filters go to the URL", async () => {
    const { changes } = renderList({ resolvers: LIST_RESOLVERS });
    expect(await screen.findByRole("link", { name: "Müller Haustechnik GmbH" })).toHaveAttribute(
      "href",
      `/settings/${COMPANY}/company/partner-companies/${P1}?clientCompanyRowId=${COMPANY}`,
    );
    expect(screen.getAllByText("Berlin, DE")).toHaveLength(2);
    expect(screen.getByText("Inaktiv")).toBeInTheDocument();
    expect(screen.getAllByText("1 Duplikat")).toHaveLength(2);
    await userEvent.click(screen.getByRole("switch", { name: "Nur Duplikate" }));
    expect(changes).toContainEqual({ withDuplicatePartnerCompanies: true });
    await userEvent.click(screen.getByRole("switch", { name: "Inaktive anzeigen" }));
    expect(changes).toContainEqual({ includeInactive: true });
  });

  it("is refused without company-manage access", async () => {
    renderList({ access: false, resolvers: LIST_RESOLVERS });
    expect(await screen.findByRole("heading", { level: 1 })).not.toHaveTextContent("Geschäftspartner");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("merges duplicates: the survivor is chosen, the counts of what moves are shown, then confirmed", async () => {
    const { requestsOf } = renderList(
      {
        resolvers: {
          ...LIST_RESOLVERS,
        },
        data: {
          PartnerMergeDialogQuery: {
            partnerCompany: {
              ...mergeCandidate(P1, "Müller Haustechnik GmbH", 12, [1, 1, 0, 1]),
              duplicatesList: [
                mergeCandidate(P2, "Müller Haustechnik", 2, [1, 2, 0, 1]),
                mergeCandidate(P3, "MÜLLER HAUSTECHNIK", 1, [1, 2, 0, 1]),
              ],
            },
          },
        },
      },
      { withDuplicatePartnerCompanies: true },
    );
    const buttons = await screen.findAllByRole("button", { name: "Zusammenführen (1 Duplikat)" });
    await userEvent.click(buttons[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Geschäftspartner zusammenführen" });
    // The one with the most documents stays by default; the others' parts move.
    expect(await within(dialog).findByRole("radio", { name: "„Müller Haustechnik GmbH“ bleibt" })).toBeChecked();
    expect(within(dialog).getByText("2 Partner gehen in „Müller Haustechnik GmbH“ auf")).toBeInTheDocument();
    expect(
      within(dialog).getByText("Es wandern 3 Belege, 2 Standorte, 4 Bankverbindungen, 0 Mandate und 2 Personenkonten."),
    ).toBeInTheDocument();
    // Leave one out, then confirm.
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "„MÜLLER HAUSTECHNIK“ zusammenführen" }));
    expect(within(dialog).getByText("Ein Partner geht in „Müller Haustechnik GmbH“ auf")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Einen Partner zusammenführen" }));
    await waitFor(() => expect(requestsOf("partnerMutationsMergeMutation")).toHaveLength(1));
    expect(requestsOf("partnerMutationsMergeMutation")[0]!.variables).toEqual({
      survivorRowId: P1,
      duplicateRowIds: [P2],
    });
  });

  it("shows a refused merge in the dialog", async () => {
    renderList(
      {
        resolvers: {
          ...LIST_RESOLVERS,
        },
        data: {
          PartnerMergeDialogQuery: {
            partnerCompany: {
              ...mergeCandidate(P1, "Alpha", 3, [1, 0, 0, 0]),
              duplicatesList: [mergeCandidate(P2, "Alpha GmbH", 0, [0, 0, 0, 0])],
            },
          },
        },
        refuse: (name) =>
          name === "partnerMutationsMergeMutation" ? { code: "PARTNER_MERGE_ACROSS_COMPANIES" } : undefined,
      },
      { withDuplicatePartnerCompanies: true },
    );
    const buttons = await screen.findAllByRole("button", { name: "Zusammenführen (1 Duplikat)" });
    await userEvent.click(buttons[0]!);
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(await within(dialog).findByRole("button", { name: "Einen Partner zusammenführen" }));
    expect(
      await within(dialog).findByText("Nur Geschäftspartner desselben Mandanten können zusammengeführt werden."),
    ).toBeInTheDocument();
  });
});

describe("partner company create", () => {
  it("checks the name before saving and sends the trimmed values", async () => {
    const env = setup({
      resolvers: { PartnerCompany: () => partner(P1, "Neu GmbH") },
    });
    const queryRef = loadQuery<PartnerCompanyCreatePageQuery>(env.environment, PartnerCompanyCreatePageQueryNode, {
      clientCompanyRowId: COMPANY,
    });
    renderWithProviders(<PartnerCompanyCreatePage queryRef={queryRef} />, { relayEnvironment: env.environment });
    await userEvent.click(await screen.findByRole("button", { name: "Anlegen" }));
    expect(await screen.findByText("Bitte einen Namen angeben.")).toBeInTheDocument();
    expect(env.requestsOf("partnerMutationsCreateMutation")).toHaveLength(0);
    await userEvent.type(screen.getByRole("textbox", { name: /^Name/ }), "  Neu GmbH ");
    await userEvent.click(screen.getByRole("checkbox", { name: /Zahlt per Lastschrift/ }));
    await userEvent.click(screen.getByRole("button", { name: "Anlegen" }));
    await waitFor(() => expect(env.requestsOf("partnerMutationsCreateMutation")).toHaveLength(1));
    expect(env.requestsOf("partnerMutationsCreateMutation")[0]!.variables).toEqual({
      input: {
        partnerCompany: {
          clientCompanyRowId: COMPANY,
          name: "Neu GmbH",
          alternativeNames: [],
          isConsumer: false,
          paidWithDirectDebit: true,
          notes: null,
          controllerUserRowId: null,
          mainCostCenterRowId: null,
          mainCostUnitRowId: null,
        },
      },
    });
  });
});

describe("partner company detail", () => {
  function renderDetail(options: Parameters<typeof setup>[0] = {}) {
    const env = setup({
      ...options,
      resolvers: {
        PartnerCompany: () => partner(P1, "Müller Haustechnik GmbH", { duplicatesCount: 0 }),
        PartnerCompanyLocationConnection: () => ({
          totalCount: 1,
          nodes: [
            {
              id: "loc-1",
              rowId: "8a000000-0000-4000-8000-000000000001",
              main: true,
              title: null,
              street: "Hauptstr. 1",
              zip: "10115",
              city: "Berlin",
              country: "DE",
              vatIdNo: "DE123456789",
              taxIdNo: null,
              registrationNo: "HRB 1",
              email: null,
              phone: null,
              website: null,
            },
          ],
        }),
        PartnerCompanyPaymentPresetConnection: () => ({
          totalCount: 1,
          nodes: [
            {
              id: "pre-1",
              rowId: "9a000000-0000-4000-8000-000000000001",
              iban: "DE02120300000000202051",
              bic: null,
              currency: "EUR",
              primary: true,
              recipient: null,
              purposePrefix: null,
              dueDateInDays: 14,
              discountDueDateInDays: null,
              discountPercent: null,
              discountAmount: null,
              source: "EINVOICE",
              verifiedAt: null,
              verifiedByUser: null,
            },
          ],
        }),
        PartnerCompanyDirectDebitMandateConnection: () => ({ totalCount: 0, nodes: [] }),
        PartnerAccountConnection: () => ({ totalCount: 1, nodes: [{ number: "70001" }] }),
        ...options.resolvers,
      },
    });
    const queryRef = loadQuery<PartnerCompanyDetailPageQuery>(env.environment, PartnerCompanyDetailPageQueryNode, {
      clientCompanyRowId: COMPANY,
      partnerCompanyRowId: P1,
    });
    renderWithProviders(<PartnerCompanyDetailPage queryRef={queryRef} />, { relayEnvironment: env.environment });
    return env;
  }

  it("shows every part: locations with VAT id, bank details with their verification, mandates", async () => {
    renderDetail();
    expect(await screen.findByRole("heading", { level: 1, name: /Müller Haustechnik GmbH/ })).toBeInTheDocument();
    expect(screen.getByText("DE123456789")).toBeInTheDocument();
    expect(screen.getByText("HRB 1")).toBeInTheDocument();
    expect(screen.getByText("DE02 1203 0000 0000 2020 51")).toBeInTheDocument();
    expect(screen.getByText("fällig in 14 Tagen")).toBeInTheDocument();
    expect(screen.getByText("Noch kein Mandat.")).toBeInTheDocument();
    expect(screen.getByText(/Personenkonten: 70001/)).toBeInTheDocument();
  });

  it("verifies an IBAN and deactivates the partner", async () => {
    const env = renderDetail();
    await userEvent.click(await screen.findByRole("button", { name: "IBAN als geprüft markieren" }));
    await waitFor(() => expect(env.requestsOf("partnerMutationsVerifyPresetMutation")).toHaveLength(1));
    expect(env.requestsOf("partnerMutationsVerifyPresetMutation")[0]!.variables).toEqual({
      presetRowId: "9a000000-0000-4000-8000-000000000001",
    });
    await userEvent.click(screen.getByRole("button", { name: "Deaktivieren" }));
    await waitFor(() => expect(env.requestsOf("partnerMutationsUpdateMutation")).toHaveLength(1));
    expect(env.requestsOf("partnerMutationsUpdateMutation")[0]!.variables).toEqual({
      input: { rowId: P1, patch: { active: false } },
    });
  });

  it("refuses an IBAN with wrong check digits before saving", async () => {
    const env = renderDetail();
    await userEvent.click(await screen.findByRole("button", { name: "Bankverbindung hinzufügen" }));
    const dialog = await screen.findByRole("dialog", { name: "Bankverbindung hinzufügen" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^IBAN/ }), "DE89 3704 0044 0532 0130 01");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^BIC/ }), "COBA");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(
      await within(dialog).findByText("Die IBAN ist ungültig (Länge oder Prüfziffern stimmen nicht)."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("8 oder 11 Zeichen, z. B. COBADEFFXXX.")).toBeInTheDocument();
    expect(env.requestsOf("partnerMutationsCreatePresetMutation")).toHaveLength(0);
  });

  it("shows a VAT id another partner has at the VAT id field", async () => {
    const env = renderDetail({
      refuse: (name) =>
        name === "partnerMutationsCreateLocationMutation"
          ? { code: "PARTNER_VAT_ID_TAKEN", field: "vatIdNo" }
          : undefined,
    });
    await userEvent.click(await screen.findByRole("button", { name: "Standort hinzufügen" }));
    const dialog = await screen.findByRole("dialog", { name: "Standort hinzufügen" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^USt-IdNr/ }), "de 300 000 001");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(env.requestsOf("partnerMutationsCreateLocationMutation")).toHaveLength(1));
    expect(env.requestsOf("partnerMutationsCreateLocationMutation")[0]!.variables).toMatchObject({
      input: {
        partnerCompanyLocation: { vatIdNo: "DE300000001", partnerCompanyRowId: P1, clientCompanyRowId: COMPANY },
      },
    });
    const field = within(dialog).getByRole("textbox", { name: /^USt-IdNr/ });
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(
      within(dialog).getByText(
        "Ein anderer Geschäftspartner hat bereits diese USt-IdNr. Führen Sie die beiden Partner zusammen, statt einen zweiten anzulegen.",
      ),
    ).toBeInTheDocument();
  });
});
