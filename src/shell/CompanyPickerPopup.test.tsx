import { Button } from "@mantine/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import CompanyPickerListQueryNode from "../__generated__/CompanyPickerListQuery.graphql.ts";
import SettingsLayoutQueryNode from "../__generated__/SettingsLayoutQuery.graphql.ts";
import UpsertDefaultNode from "../__generated__/useUpsertUserDefaultClientCompanyMutation.graphql.ts";
import { createMockRelayEnvironment } from "../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../test/renderWithProviders.tsx";
import { CompanyPickerPopup } from "./CompanyPickerPopup.tsx";

// Picking another company on a settings page (issue 18 item 9): the same settings page of the
// chosen company, its list instead of a row of the old company, and the first page the user may
// open there when the same one is not theirs. The server is a third party here.

const A = "0b8f5e1c-1a2b-4c3d-8e4f-00000000000a";
const B = "0b8f5e1c-1a2b-4c3d-8e4f-00000000000b";
const ROW = "6a000000-0000-4000-8000-000000000001";
const USER = "5a1d0c3e-7b2a-4f1e-9c8d-000000000002";

const company = (rowId: string, name: string) => ({
  id: `client-company-${rowId}`,
  rowId,
  companyRowId: rowId,
  brandNameOrName: name,
});

/** B's access as the settings navigation reads it. */
function accessInB(role: "admin" | "clerk") {
  const isAdmin = role === "admin";
  return {
    ...company(B, "Beta Handel KG"),
    currentUserHasBankingAccess: isAdmin,
    currentUserHasAdminAccess: isAdmin,
    currentUserHasAccountingAccess: isAdmin,
    currentUserHasCompanyManageAccess: isAdmin,
    currentUserHasCompanyTagsManageAccess: false,
    currentUserHasSettingsLicenseAccess: false,
    featureFlags: {
      cashAccount: false,
      costCenters: false,
      costUnits: false,
      euOss: false,
      userGroup: false,
      realEstateObjects: false,
    },
  };
}

async function pickB(path: string, role: "admin" | "clerk") {
  const mock = createMockRelayEnvironment({
    operations: {
      CompanyPickerListQuery: CompanyPickerListQueryNode,
      SettingsLayoutQuery: SettingsLayoutQueryNode,
      useUpsertUserDefaultClientCompanyMutation: UpsertDefaultNode,
    },
    resolvers: (name) => ({
      ClientCompanyConnection: () => ({
        edges: [company(A, "Alpha Bau GmbH"), company(B, "Beta Handel KG")].map((node) => ({
          cursor: `cursor-${node.rowId}`,
          node,
        })),
        pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
      }),
      ...(name === "SettingsLayoutQuery"
        ? { ClientCompany: () => accessInB(role), User: () => ({ isSuperAdmin: false }) }
        : {}),
    }),
  });
  const { router } = renderWithProviders(
    <CompanyPickerPopup
      userRowId={USER}
      clientCompanyRowId={A}
      target={<Button>Alpha Bau GmbH</Button>}
      defaultOpened={false}
    />,
    { path: `${path}?clientCompanyRowId=${A}`, relayEnvironment: mock.environment, isMantineTestEnv: true },
  );
  await userEvent.click(await screen.findByRole("button", { name: /Alpha Bau GmbH/ }));
  await userEvent.click(await screen.findByRole("option", { name: "Beta Handel KG" }));
  return { ...mock, router };
}

describe("picking another company on a settings page", () => {
  it("opens the same settings page of the chosen company", async () => {
    const { router, requestsOf } = await pickB(`/settings/bank/${A}/accounts`, "admin");
    await waitFor(() => expect(router.state.location.pathname).toBe(`/settings/bank/${B}/accounts`));
    expect(router.state.location.searchStr).toBe(`?clientCompanyRowId=${B}`);
    expect(requestsOf("useUpsertUserDefaultClientCompanyMutation")[0]?.variables).toEqual({
      input: { userRowId: USER, clientCompanyRowId: B },
    });
    // The chosen company's access, read before leaving.
    expect(requestsOf("SettingsLayoutQuery")[0]?.variables).toEqual({ clientCompanyRowId: B, withCompany: true });
  });

  it("opens the chosen company's list of the section instead of the old company's row", async () => {
    const { router } = await pickB(`/settings/${A}/company/partner-companies/${ROW}`, "admin");
    await waitFor(() => expect(router.state.location.pathname).toBe(`/settings/${B}/company/partner-companies`));
  });

  it("opens the first settings page the user may open in the chosen company when the same one is not theirs", async () => {
    const { router } = await pickB(`/settings/bank/${A}/accounts`, "clerk");
    // A clerk of B has no banking access and no company page: the profile is the first page.
    await waitFor(() => expect(router.state.location.pathname).toBe("/settings/user"));
    expect(router.state.location.searchStr).toBe(`?clientCompanyRowId=${B}`);
  });

  it("keeps the area outside the settings", async () => {
    const { router, requestsOf } = await pickB("/banking", "admin");
    await waitFor(() => expect(router.state.location.pathname).toBe("/banking"));
    expect(router.state.location.searchStr).toBe(`?clientCompanyRowId=${B}`);
    expect(requestsOf("SettingsLayoutQuery")).toHaveLength(0);
  });
});
