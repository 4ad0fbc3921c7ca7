import { describe, expect, it } from "vitest";
import { companySwitchTarget } from "./companySwitchTarget.ts";
import { settingsCompanySwitchPath, type SettingsSwitchItem } from "./settingsCompanySwitch.ts";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";
const ROW = "33333333-3333-4333-8333-333333333333";

const item = (path: string): SettingsSwitchItem => ({ path, activePrefix: path });
/** What an admin of B may open. */
const ADMIN_OF_B = [
  item("/settings/user"),
  { path: `/settings/${B}/company`, activePrefix: `/settings/${B}/company`, isExact: true },
  item(`/settings/${B}/company/partner-companies`),
  item(`/settings/${B}/company/users/access`),
  item(`/settings/${B}/exports`),
  item("/settings/bank/connections"),
  item(`/settings/bank/${B}/accounts`),
  item(`/settings/bank/${B}/categories`),
  item(`/settings/${B}/accounting/categories`),
];
/** A clerk of B: only the profile and B's exports. */
const CLERK_OF_B = [item("/settings/user"), item(`/settings/${B}/exports`)];
/** Company-manage access in B without admin access: the info page, not the config. */
const MANAGER_OF_B = [
  item("/settings/user"),
  { path: `/settings/${B}/company`, activePrefix: `/settings/${B}/company`, isExact: true },
  item(`/settings/${B}/company/partner-companies`),
];
/** Nobody in B but the profile. */
const NOTHING_IN_B = [item("/settings/user")];

describe("settingsCompanySwitchPath", () => {
  it.each([
    [
      "the same company settings page",
      `/settings/${A}/company/partner-companies`,
      ADMIN_OF_B,
      `/settings/${B}/company/partner-companies`,
    ],
    ["the same bank page", `/settings/bank/${A}/accounts`, ADMIN_OF_B, `/settings/bank/${B}/accounts`],
    ["a nested page", `/settings/${A}/company/users/access`, ADMIN_OF_B, `/settings/${B}/company/users/access`],
    [
      "a create page",
      `/settings/${A}/company/partner-companies/create`,
      ADMIN_OF_B,
      `/settings/${B}/company/partner-companies/create`,
    ],
    [
      "a detail page → B's list of that section",
      `/settings/${A}/company/partner-companies/${ROW}`,
      ADMIN_OF_B,
      `/settings/${B}/company/partner-companies`,
    ],
    [
      "a nested detail page → its list",
      `/settings/${A}/company/users/access/${ROW}`,
      ADMIN_OF_B,
      `/settings/${B}/company/users/access`,
    ],
    [
      "a bank detail page → its list",
      `/settings/bank/${A}/categories/${ROW.toUpperCase()}`,
      ADMIN_OF_B,
      `/settings/bank/${B}/categories`,
    ],
    [
      "an upper-case company id in the URL",
      `/settings/bank/${A.toUpperCase()}/accounts`,
      ADMIN_OF_B,
      `/settings/bank/${B}/accounts`,
    ],
    ["a trailing slash", `/settings/${A}/exports/`, ADMIN_OF_B, `/settings/${B}/exports`],
    [
      "a page B's user may not open → B's first allowed page",
      `/settings/bank/${A}/accounts`,
      CLERK_OF_B,
      `/settings/${B}/exports`,
    ],
    [
      "a detail page B's user may not open → B's first allowed page",
      `/settings/${A}/company/partner-companies/${ROW}`,
      CLERK_OF_B,
      `/settings/${B}/exports`,
    ],
    [
      "nothing of B allowed → the first page at all",
      `/settings/${A}/accounting/categories`,
      NOTHING_IN_B,
      "/settings/user",
    ],
    ["the company info page", `/settings/${A}/company`, ADMIN_OF_B, `/settings/${B}/company`],
    [
      "the config page beside an exact info page B's user may not open → B's first page",
      `/settings/${A}/company/config`,
      MANAGER_OF_B,
      `/settings/${B}/company`,
    ],
    [
      "a section index with pages B's user may open",
      `/settings/${A}/accounting`,
      ADMIN_OF_B,
      `/settings/${B}/accounting`,
    ],
    ["no page allowed at all → the settings index", `/settings/${A}/exports`, [], "/settings"],
    ["the profile stays", "/settings/user", CLERK_OF_B, "/settings/user"],
    ["the bank connections stay", "/settings/bank/connections", ADMIN_OF_B, "/settings/bank/connections"],
    [
      "the bank connections without banking access in B → B's first page",
      "/settings/bank/connections",
      CLERK_OF_B,
      `/settings/${B}/exports`,
    ],
    ["the settings index stays", "/settings", CLERK_OF_B, "/settings"],
    ["the provider's client list stays", "/settings/clients", NOTHING_IN_B, "/settings/clients"],
    ["a client's details stay, even of company A", `/settings/clients/${A}`, NOTHING_IN_B, `/settings/clients/${A}`],
    ["the super admin's pages stay", `/settings/admin/clients/${A}`, NOTHING_IN_B, `/settings/admin/clients/${A}`],
  ] as const)("%s", (_name, pathname, allowedItems, expected) => {
    expect(settingsCompanySwitchPath({ pathname, fromRowId: A, toRowId: B, allowedItems })).toBe(expected);
  });

  it("treats a page whose path names no company as unscoped when no company was open", () => {
    expect(
      settingsCompanySwitchPath({
        pathname: `/settings/bank/${ROW}/accounts`,
        fromRowId: null,
        toRowId: B,
        allowedItems: CLERK_OF_B,
      }),
    ).toBe(`/settings/${B}/exports`);
  });

  it("replaces only the company segment, not another UUID that equals it further on", () => {
    expect(
      settingsCompanySwitchPath({
        pathname: `/settings/${A}/company/partner-companies/${A}`,
        fromRowId: A,
        toRowId: B,
        allowedItems: ADMIN_OF_B,
      }),
    ).toBe(`/settings/${B}/company/partner-companies`);
  });
});

describe("companySwitchTarget on a settings page", () => {
  const choice = { rowId: B, companyRowId: B };
  it("carries the chosen company in the search and drops the old list's search", () => {
    expect(
      companySwitchTarget({
        pathname: `/settings/${A}/company/partner-companies/${ROW}`,
        search: { clientCompanyRowId: A, searchText: "müller", count: 50 },
        choice,
        routePaths: [],
        fromRowId: A,
        settingsItems: ADMIN_OF_B,
      }),
    ).toBe(`/settings/${B}/company/partner-companies?clientCompanyRowId=${B}`);
  });

  it("does not take /settingsfoo for a settings page", () => {
    expect(
      companySwitchTarget({ pathname: "/settingsfoo", search: {}, choice, routePaths: [], settingsItems: ADMIN_OF_B }),
    ).toBe(`/settingsfoo?clientCompanyRowId=${B}`);
  });
});
