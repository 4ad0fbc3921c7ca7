import { createMemoryHistory } from "@tanstack/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import AppShellQueryNode from "../__generated__/AppShellQuery.graphql.ts";
import { App } from "../App.tsx";
import { createAppRouter } from "../routes/router.ts";
import {
  ADMIN_COMPANY,
  COMPANY_ID,
  createShellNetworkEnvironment,
  type ShellMockOptions,
  USER_ID,
} from "../test/mockShellEnvironment.ts";

// The top bar's approvals link (spec §2.3): with the documentsWorkflowView feature, a badge of
// the signed-in user's open approval requests, 9+ above nine, from its own small query (not
// the shell's).
async function renderBar(options: ShellMockOptions) {
  const shell = createShellNetworkEnvironment(options);
  const router = createAppRouter(
    shell.environment,
    createMemoryHistory({ initialEntries: [`/?clientCompanyRowId=${COMPANY_ID}`] }),
  );
  render(<App router={router} relayEnvironment={shell.environment} i18n={i18next} />);
  await screen.findByRole("navigation", { name: "Hauptnavigation" });
  return shell;
}

const withCount = (count: number, featureFlags: Record<string, boolean> = ADMIN_COMPANY.featureFlags) => ({
  company: { ...ADMIN_COMPANY, featureFlags, currentUserOpenApprovalRequestCount: count },
});

describe("the approvals link and its badge", () => {
  it("shows 9+ above nine open requests, in its name too", async () => {
    const shell = await renderBar(withCount(12));
    const link = await screen.findByRole("link", { name: "Freigaben – 9+ offene Anfragen" });
    expect(link).toHaveTextContent("9+");
    // The count is its own query, not the shell's.
    expect(shell.requests.map((request) => request.name)).toContain("ApprovalsCountPollerQuery");
    expect(JSON.stringify(AppShellQueryNode.operation)).not.toContain("currentUserOpenApprovalRequestCount");
  });

  it("shows the number up to nine, none without open requests", async () => {
    await renderBar(withCount(3));
    expect(await screen.findByRole("link", { name: "Freigaben – 3 offene Anfragen" })).toHaveTextContent("3");
  });

  it("shows no badge without open requests and opens the workflow view assigned to me", async () => {
    await renderBar(withCount(0));
    const link = await screen.findByRole("link", { name: "Freigaben" });
    await waitFor(() => expect(link).not.toHaveTextContent(/\d/));
    const href = decodeURIComponent(link.getAttribute("href") ?? "");
    expect(href).toContain("view=WORKFLOW_VIEW");
    expect(href).toContain("isApproved=false");
    expect(href).toContain(USER_ID);
  });

  it("is not there without the documentsWorkflowView feature", async () => {
    await renderBar(withCount(5, { ...ADMIN_COMPANY.featureFlags, documentsWorkflowView: false }));
    expect(screen.queryByRole("link", { name: /^Freigaben/ })).not.toBeInTheDocument();
  });
});
