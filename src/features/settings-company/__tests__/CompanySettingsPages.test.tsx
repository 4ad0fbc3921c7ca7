import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadQuery } from "react-relay";
import type { GraphQLResponse, Variables } from "relay-runtime";
import type { MockResolvers } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import CompanyConfigPageQueryNode, {
  type CompanyConfigPageQuery,
} from "../../../__generated__/CompanyConfigPageQuery.graphql.ts";
import CompanyInfoPageQueryNode, {
  type CompanyInfoPageQuery,
} from "../../../__generated__/CompanyInfoPageQuery.graphql.ts";
import companySettingsMutationsConfigMutationNode from "../../../__generated__/companySettingsMutationsConfigMutation.graphql.ts";
import companySettingsMutationsInfoMutationNode from "../../../__generated__/companySettingsMutationsInfoMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { CompanyConfigPage } from "../pages/CompanyConfigPage.tsx";
import { CompanyInfoPage } from "../pages/CompanyInfoPage.tsx";

// Settings → company → info and config: the gates (company-manage access, admin), the values
// shown and sent, the refusals of the form and of the server at their field.

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const FIRM = "0b8f5e1c-1a2b-4c3d-8e4f-000000000002";

const OPERATIONS = {
  CompanyInfoPageQuery: CompanyInfoPageQueryNode,
  CompanyConfigPageQuery: CompanyConfigPageQueryNode,
  companySettingsMutationsInfoMutation: companySettingsMutationsInfoMutationNode,
  companySettingsMutationsConfigMutation: companySettingsMutationsConfigMutationNode,
};

const companyFields = (overrides: Record<string, unknown>) => ({
  id: "company",
  rowId: COMPANY,
  name: "Müller Haustechnik GmbH",
  brandName: null,
  status: "ACTIVE",
  language: "de",
  branding: "KONTOR",
  accountingSystem: "DATEV",
  contractStartDate: "2025-03-01",
  vatRowId: "DE123456789",
  taxNumber: "143/123/45678",
  street: "Hauptstraße 1",
  postalCode: "80331",
  city: "München",
  country: "DE",
  accountingCompanyClientCompanyRowId: FIRM,
  billedClientCompanyRowId: null,
  currentUserHasCompanyManageAccess: true,
  currentUserHasAdminAccess: true,
  emailAlias: "mueller",
  accountingEmail: null,
  taxReclaimable: true,
  vatDeclaration: "QUARTERLY",
  processing: null,
  sepaCreditorRowId: null,
  blacklistedPartnerVatIds: ["DE999999999"],
  notes: null,
  createPartner: true,
  createPartnerAccount: false,
  assignProtectedDocumentCategory: false,
  customDocFields: false,
  invoiceInternalNumberCountUpMode: false,
  disableInvoiceInternalNumberEdit: false,
  disableReviewWorkflowManage: false,
  restrictDocumentDelete: false,
  appendAuditTrail: false,
  restrictBookingExport: false,
  disableIncompleteExport: false,
  bmdBankinfo: false,
  invoiceCostCenters: false,
  disableUnverifiedIbanCheck: false,
  abandonedDocumentsWarning: null,
  ibans: [],
  paymentReminderMessage: null,
  customDocFieldNames: ["Projekt"],
  ...overrides,
});

function renderPage(page: "info" | "config", overrides: Record<string, unknown> = {}, refuse?: GraphQLRequestError) {
  const resolvers: MockResolvers = {
    ClientCompany: (context) =>
      context.path?.includes("accountingCompanyClientCompany")
        ? { id: "firm", rowId: FIRM, brandNameOrName: "Kanzlei Weber" }
        : companyFields(overrides),
    ClientCompanyDisabledMatchingCheckConnection: () => ({ nodes: [{ id: "check-date", name: "DATE" }] }),
  };
  const { environment, requestsOf } = createMockRelayEnvironment({
    operations: OPERATIONS,
    resolvers,
    answer: (name: string, _variables: Variables, _params, generate): GraphQLResponse | undefined => {
      if (refuse && name.startsWith("companySettingsMutations")) throw refuse;
      return name.startsWith("companySettingsMutations") ? generate() : undefined;
    },
  });
  const element =
    page === "info" ? (
      <CompanyInfoPage
        queryRef={loadQuery<CompanyInfoPageQuery>(environment, CompanyInfoPageQueryNode, {
          clientCompanyRowId: COMPANY,
        })}
      />
    ) : (
      <CompanyConfigPage
        queryRef={loadQuery<CompanyConfigPageQuery>(environment, CompanyConfigPageQueryNode, {
          clientCompanyRowId: COMPANY,
        })}
      />
    );
  renderWithProviders(
    <>
      <Notifications />
      {element}
    </>,
    { relayEnvironment: environment },
  );
  return { requestsOf };
}

describe("company info", () => {
  it("shows the master data read-only and the info to edit, with a link to the advanced settings for admins", async () => {
    renderPage("info");
    const masterData = await screen.findByRole("region", { name: "Stammdaten" });
    expect(within(masterData).getByText("Müller Haustechnik GmbH")).toBeInTheDocument();
    expect(within(masterData).getByText("Kanzlei Weber")).toBeInTheDocument();
    expect(within(masterData).getByText("sich selbst")).toBeInTheDocument();
    expect(within(masterData).getByText("01.03.2025")).toBeInTheDocument();
    expect(within(masterData).queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Upload-Alias" })).toHaveValue("mueller");
    expect(screen.getByRole("textbox", { name: "Gesperrte Partner-USt-IdNrn." })).toHaveValue("DE999999999");
    expect(screen.getByRole("link", { name: "Erweiterte Einstellungen" })).toHaveAttribute(
      "href",
      `/settings/${COMPANY}/company/config?clientCompanyRowId=${COMPANY}`,
    );
  });

  it("sends the cleaned values: alias lower-case, VAT ids one per line without blanks, empty texts", async () => {
    const { requestsOf } = renderPage("info");
    const alias = await screen.findByRole("textbox", { name: "Upload-Alias" });
    await userEvent.clear(alias);
    await userEvent.type(alias, " Mueller-Bau ");
    const vatIds = screen.getByRole("textbox", { name: "Gesperrte Partner-USt-IdNrn." });
    await userEvent.type(vatIds, "{enter}de 111 222 333{enter}");
    await userEvent.type(screen.getByRole("textbox", { name: "Gläubiger-ID (pain.008)" }), "de98 zzz0 9999 9999 99");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(requestsOf("companySettingsMutationsInfoMutation")).toHaveLength(1));
    expect(requestsOf("companySettingsMutationsInfoMutation")[0]!.variables.input).toEqual({
      clientCompanyRowId: COMPANY,
      emailAlias: "mueller-bau",
      accountingEmail: "",
      taxReclaimable: true,
      vatDeclaration: "QUARTERLY",
      processing: "",
      sepaCreditorRowId: "DE98ZZZ09999999999",
      blacklistedPartnerVatIds: ["DE999999999", "DE111222333"],
      notes: "",
    });
    expect(await screen.findByText("Gespeichert.")).toBeInTheDocument();
  });

  it("refuses bad input at its field before saving", async () => {
    const { requestsOf } = renderPage("info");
    const alias = await screen.findByRole("textbox", { name: "Upload-Alias" });
    await userEvent.clear(alias);
    await userEvent.type(alias, "a b");
    await userEvent.type(screen.getByRole("textbox", { name: "E-Mail der Buchhaltung" }), "keine-adresse");
    await userEvent.type(screen.getByRole("textbox", { name: "Gesperrte Partner-USt-IdNrn." }), "{enter}123");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText(/3 bis 64 Kleinbuchstaben/)).toBeInTheDocument();
    expect(screen.getByText("Bitte geben Sie eine gültige E-Mail-Adresse an.")).toBeInTheDocument();
    expect(screen.getByText(/Jede Zeile muss eine USt-IdNr. sein/)).toBeInTheDocument();
    expect(requestsOf("companySettingsMutationsInfoMutation")).toHaveLength(0);
  });

  it("shows an alias another company uses at the alias field and keeps the input", async () => {
    renderPage(
      "info",
      {},
      GraphQLRequestError.fromErrors([
        {
          message: "This entry already exists.",
          extensions: { code: "ALREADY_EXISTS", constraint: "client_companies_email_alias_key" },
        },
      ]),
    );
    const alias = await screen.findByRole("textbox", { name: "Upload-Alias" });
    await userEvent.clear(alias);
    await userEvent.type(alias, "beta");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(alias).toHaveAttribute("aria-invalid", "true"));
    expect(alias).toHaveValue("beta");
    expect(screen.getByText("Diesen Upload-Alias verwendet bereits ein anderer Mandant.")).toBeInTheDocument();
  });

  it("is forbidden without company-manage access", async () => {
    renderPage("info", { currentUserHasCompanyManageAccess: false, currentUserHasAdminAccess: false });
    expect(await screen.findByText(/Die Unternehmensangaben sehen und ändern Personen/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });
});

describe("company config", () => {
  it("explains every flag and sends the switched flags, own IBANs, days and the skipped matching checks", async () => {
    const { requestsOf } = renderPage("config");
    const count = await screen.findByRole("switch", { name: /Interne Rechnungsnummern hochzählen/ });
    expect(count).toHaveAccessibleDescription(expect.stringContaining("lückenlos") as unknown as string);
    expect(screen.getAllByRole("switch")).toHaveLength(14);
    expect(screen.getByRole("checkbox", { name: "Datum" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "IBAN" })).toBeChecked();
    await userEvent.click(count);
    await userEvent.click(screen.getByRole("switch", { name: /Workflow nur durch Administratoren zuweisen/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Datum" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Ähnlichkeit des Partnernamens" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Eigene IBANs" }), "de89 3704 0044 0532 0130 00");
    await userEvent.type(screen.getByRole("textbox", { name: /Liegengebliebene Belege/ }), "14");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(requestsOf("companySettingsMutationsConfigMutation")).toHaveLength(1));
    expect(requestsOf("companySettingsMutationsConfigMutation")[0]!.variables.input).toMatchObject({
      clientCompanyRowId: COMPANY,
      invoiceInternalNumberCountUpMode: true,
      disableReviewWorkflowManage: true,
      createPartner: true,
      restrictDocumentDelete: false,
      abandonedDocumentsWarning: 14,
      ibans: ["DE89370400440532013000"],
      paymentReminderMessage: "",
      disabledMatchingChecks: ["PARTNER_NAME"],
      customDocFieldNames: ["Projekt"],
    });
  });

  it("sends 0 days to switch the warning off and refuses bad IBANs and days before saving", async () => {
    const { requestsOf } = renderPage("config", { abandonedDocumentsWarning: 30 });
    const days = await screen.findByRole("textbox", { name: /Liegengebliebene Belege/ });
    expect(days).toHaveValue("30");
    await userEvent.clear(days);
    await userEvent.type(days, "400");
    await userEvent.type(screen.getByRole("textbox", { name: "Eigene IBANs" }), "DE89370400440532013001");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Eine ganze Zahl von 1 bis 365, oder leer.")).toBeInTheDocument();
    expect(screen.getByText("Jede Zeile muss eine gültige IBAN sein (Prüfziffer).")).toBeInTheDocument();
    expect(requestsOf("companySettingsMutationsConfigMutation")).toHaveLength(0);

    await userEvent.clear(days);
    await userEvent.clear(screen.getByRole("textbox", { name: "Eigene IBANs" }));
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(requestsOf("companySettingsMutationsConfigMutation")).toHaveLength(1));
    expect(requestsOf("companySettingsMutationsConfigMutation")[0]!.variables.input).toMatchObject({
      abandonedDocumentsWarning: 0,
      ibans: [],
    });
  });

  it("is for admins only", async () => {
    renderPage("config", { currentUserHasAdminAccess: false });
    expect(
      await screen.findByText("Die erweiterten Einstellungen ändern nur Administratoren des Mandanten."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });
});
