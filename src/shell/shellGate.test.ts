import { describe, expect, it } from "vitest";
import { isAdminPath, shellGateFor } from "./shellGate.ts";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const gate = (pathname: string, user: { isSuperAdmin: boolean; defaultClientCompanyRowId: string | null }) =>
  shellGateFor({
    pathname,
    href: pathname,
    clientCompanyRowId: undefined,
    currentUser: { isExternal: false, ...user },
    isClientCompanyAccessible: false,
  });

describe("the shell's gate for the super admin's Admin pages", () => {
  it("opens them for a super admin without a default company, without the company picker", () => {
    expect(gate("/settings/admin/companies", { isSuperAdmin: true, defaultClientCompanyRowId: null })).toEqual({
      kind: "withoutCompany",
    });
    expect(gate("/settings/admin/clients/create", { isSuperAdmin: true, defaultClientCompanyRowId: null })).toEqual({
      kind: "withoutCompany",
    });
  });

  it("keeps the default company of a super admin who has one", () => {
    expect(gate("/settings/admin/companies", { isSuperAdmin: true, defaultClientCompanyRowId: COMPANY })).toEqual({
      kind: "toDefaultCompany",
      clientCompanyRowId: COMPANY,
    });
  });

  it("asks everyone else for a company, and super admins on every other page", () => {
    expect(gate("/settings/admin/companies", { isSuperAdmin: false, defaultClientCompanyRowId: null })).toEqual({
      kind: "pickCompany",
      reason: "noDefault",
    });
    expect(gate("/settings/user", { isSuperAdmin: true, defaultClientCompanyRowId: null })).toEqual({
      kind: "pickCompany",
      reason: "noDefault",
    });
  });

  it("knows the admin paths exactly", () => {
    expect(isAdminPath("/settings/admin")).toBe(true);
    expect(isAdminPath("/settings/admin/")).toBe(true);
    expect(isAdminPath("/settings/administration")).toBe(false);
    expect(isAdminPath("/settings/0b8f5e1c-1a2b-4c3d-8e4f-000000000001/company")).toBe(false);
  });
});
