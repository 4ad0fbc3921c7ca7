import { createMemoryHistory } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { App } from "../App.tsx";
import { createAppRouter } from "../routes/router.ts";
import {
  COMPANY_ID,
  createShellNetworkEnvironment,
  type ShellMockOptions,
  STANDARD_USER,
} from "../test/mockShellEnvironment.ts";

const SUPER_ADMIN = { ...STANDARD_USER, fullName: "Katrin Vogel", isStandard: false, isSuperAdmin: true };
const IMPERSONATE = "Als anderer Benutzer anmelden…";

/** Opens the user menu. In jsdom the dropdown's position cannot be measured, so Mantine
 * marks it detached (display: none) a moment after it opens: items are queried with
 * `hidden: true`. */
async function openUserMenu(options: ShellMockOptions) {
  const shell = createShellNetworkEnvironment(options);
  const router = createAppRouter(
    shell.environment,
    createMemoryHistory({ initialEntries: [`/?clientCompanyRowId=${COMPANY_ID}`] }),
  );
  render(<App router={router} relayEnvironment={shell.environment} i18n={i18next} />);
  await screen.findByRole("navigation", { name: "Hauptnavigation" });
  const name = String((options.user as { fullName: string }).fullName);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: new RegExp(`^Benutzermenü von ${name}`) }));
  await screen.findByRole("menuitem", { name: "Abmelden", hidden: true });
  return user;
}

describe("user menu: sign in as another user", () => {
  it("is offered to super admins and opens the search dialog", async () => {
    const user = await openUserMenu({ user: SUPER_ADMIN });
    await user.click(screen.getByRole("menuitem", { name: IMPERSONATE, hidden: true }));
    expect(await screen.findByRole("dialog", { name: "Als anderer Benutzer anmelden" })).toBeInTheDocument();
  });

  it("is not offered to standard users", async () => {
    await openUserMenu({ user: STANDARD_USER });
    expect(screen.queryByRole("menuitem", { name: IMPERSONATE, hidden: true })).not.toBeInTheDocument();
  });

  it("is not offered while a super admin already acts as someone", async () => {
    await openUserMenu({ user: SUPER_ADMIN, impersonated: true });
    expect(screen.queryByRole("menuitem", { name: IMPERSONATE, hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Sie handeln als Katrin Vogel");
  });
});
