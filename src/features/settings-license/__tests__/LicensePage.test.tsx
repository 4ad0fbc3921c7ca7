import { screen, within } from "@testing-library/react";
import { loadQuery } from "react-relay";
import { describe, expect, it } from "vitest";
import LicensePageQueryNode, { type LicensePageQuery } from "../../../__generated__/LicensePageQuery.graphql.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { LicensePage } from "../pages/LicensePage.tsx";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const BILLED = "0b8f5e1c-1a2b-4c3d-8e4f-000000000002";

const usage = (company: string, name: string, current: boolean, documents: number, predicted: number | null) => ({
  clientCompanyRowId: company,
  clientCompanyName: name,
  isCurrentPeriod: current,
  startDate: current ? "2026-04-15" : "2025-04-15",
  endDate: current ? "2027-04-14" : "2026-04-14",
  documentsCount: documents,
  predictedDocumentsCount: predicted,
  usersCount: 2,
  banksCount: 1,
});

function renderLicense(company: Record<string, unknown>) {
  const { environment } = createMockRelayEnvironment({
    operations: { LicensePageQuery: LicensePageQueryNode },
    resolvers: {
      ClientCompany: () => ({
        rowId: COMPANY,
        currentUserHasSettingsLicenseAccess: true,
        contractStartDate: "2020-04-15",
        contractNote: "Rahmenvertrag 2020",
        contractExpiryNotificationEmail: "vertrag@alpha.example",
        licensedDocuments: 1000,
        licensedUsers: 3,
        licensedBanks: 1,
        licensePeriods: { includeCurrentPeriod: true },
        licenseUsage: {
          nodes: [
            usage(COMPANY, "Alpha Bau GmbH", true, 600, 970),
            usage(COMPANY, "Alpha Bau GmbH", false, 800, null),
            usage(BILLED, "Gamma Tochter GmbH", true, 100, 161),
            usage(BILLED, "Gamma Tochter GmbH", false, 50, null),
          ],
        },
        ...company,
      }),
    },
  });
  const queryRef = loadQuery<LicensePageQuery>(environment, LicensePageQueryNode, { clientCompanyRowId: COMPANY });
  return renderWithProviders(<LicensePage queryRef={queryRef} today="2026-11-27" />, { relayEnvironment: environment });
}

describe("licence page", () => {
  it("shows the contract, both periods against the licence and the billed companies", async () => {
    renderLicense({});
    expect(await screen.findByRole("heading", { name: "Lizenz" })).toBeInTheDocument();
    expect(screen.getByText("15.04.2020")).toBeInTheDocument();
    expect(screen.getByText("Rahmenvertrag 2020")).toBeInTheDocument();
    const current = screen.getByRole("region", { name: "Aktueller Zeitraum" });
    expect(within(current).getByText("15.04.2026 – 14.04.2027")).toBeInTheDocument();
    // 600 + 100 documents of 1,000; 4 users of 3 and 2 bank accounts of 1: over the licence.
    expect(within(current).getByText("700 von 1.000")).toBeInTheDocument();
    expect(within(current).getByText("4 von 3")).toBeInTheDocument();
    expect(within(current).getAllByText("1 über der Lizenz")).toHaveLength(2); // users and bank accounts
    expect(within(current).getByText("Hochrechnung: 1.131 Belege")).toBeInTheDocument();
    // 15.04.2026 to 27.11.2026: 227 of 365 days.
    expect(
      within(current).getByText(
        /Bisher 700 Belege in 227 von 365 Tagen, linear auf den ganzen Zeitraum hochgerechnet\./,
      ),
    ).toBeInTheDocument();
    expect(within(current).getByText(/Die Hochrechnung liegt über der Lizenz\./)).toBeInTheDocument();
    const previous = screen.getByRole("region", { name: "Vorheriger Zeitraum" });
    expect(within(previous).getByText("850 von 1.000")).toBeInTheDocument();
    expect(within(previous).queryByText(/Hochrechnung/)).toBeNull();
    const table = screen.getByRole("table", { name: "Abgerechnete Mandanten" });
    const gamma = within(table).getByText("Gamma Tochter GmbH").closest("tr")!;
    expect(within(gamma).getByText("161")).toBeInTheDocument();
    expect(within(gamma).getByText("50")).toBeInTheDocument();
  });

  it("says when the contract has no period yet", async () => {
    renderLicense({
      contractStartDate: "2027-01-01",
      licensePeriods: { includeCurrentPeriod: false },
      licenseUsage: { nodes: [] },
    });
    expect(
      await screen.findByText("Der Vertrag beginnt am 01.01.2027: Es gibt noch keinen Lizenzzeitraum."),
    ).toBeInTheDocument();
    expect(screen.getByText("Über diesen Mandanten wird kein anderer Mandant abgerechnet.")).toBeInTheDocument();
  });

  it("shows unlimited numbers without a bar", async () => {
    renderLicense({ licensedDocuments: null, licensedUsers: null, licensedBanks: null });
    const current = await screen.findByRole("region", { name: "Aktueller Zeitraum" });
    expect(within(current).getByText("700 (nicht begrenzt)")).toBeInTheDocument();
    expect(within(current).queryByRole("progressbar")).toBeNull();
  });

  it("refuses people without settings-license access", async () => {
    renderLicense({ currentUserHasSettingsLicenseAccess: false });
    expect(await screen.findByText(/Die Lizenz sehen Administratoren und Buchhalter/)).toBeInTheDocument();
    expect(screen.queryByText("Rahmenvertrag 2020")).toBeNull();
  });
});
