/** Routes that work without a session and without the shell (sign-in, sign-out). */
export const PUBLIC_PATHS = ["/authorize", "/logout"] as const;

const DOCUMENT_DETAILS_PATH = /^\/documents\/[^/]+\/?$/;

/** The super admin's Admin pages (companies and clients): they belong to no client company. */
const ADMIN_PATH = /^\/settings\/admin(?:\/|$)/;

export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATH.test(pathname);
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The only page external users may open (spec §2.1); it renders without the top bar. */
export function isDocumentDetailsPath(pathname: string): boolean {
  return DOCUMENT_DETAILS_PATH.test(pathname);
}

export interface ShellGateInput {
  pathname: string;
  /** Path, search and hash of the current location: where sign-in returns to. */
  href: string;
  clientCompanyRowId: string | undefined;
  currentUser: {
    isExternal: boolean | null | undefined;
    isSuperAdmin?: boolean | null | undefined;
    defaultClientCompanyRowId: string | null | undefined;
  } | null;
  /** Whether the company of the URL was found and is accessible (only asked with an id). */
  isClientCompanyAccessible: boolean;
}

export type ShellGate =
  /** Sign-in and sign-out pages: rendered as they are. */
  | { kind: "public" }
  | { kind: "signIn"; returnTo: string }
  /** The document page (bar hidden): its own query decides access. */
  | { kind: "withoutAppBar" }
  | { kind: "externalNotAvailable" }
  | { kind: "toDefaultCompany"; clientCompanyRowId: string }
  | { kind: "pickCompany"; reason: "noDefault" | "noAccess" }
  /** A super admin's Admin page without a company: the reduced bar, no picker. */
  | { kind: "withoutCompany" }
  | { kind: "company" };

/** What the shell shows for a location (spec §2.1, §2.2, §6 external users). The company
 * block is decided later, from the company's data. */
export function shellGateFor(input: ShellGateInput): ShellGate {
  if (isPublicPath(input.pathname)) return { kind: "public" };
  if (!input.currentUser) return { kind: "signIn", returnTo: input.href };
  if (isDocumentDetailsPath(input.pathname)) return { kind: "withoutAppBar" };
  if (input.currentUser.isExternal) return { kind: "externalNotAvailable" };
  if (!input.clientCompanyRowId) {
    const defaultId = input.currentUser.defaultClientCompanyRowId;
    if (defaultId) return { kind: "toDefaultCompany", clientCompanyRowId: defaultId };
    return input.currentUser.isSuperAdmin && isAdminPath(input.pathname)
      ? { kind: "withoutCompany" }
      : { kind: "pickCompany", reason: "noDefault" };
  }
  if (!input.isClientCompanyAccessible) return { kind: "pickCompany", reason: "noAccess" };
  return { kind: "company" };
}
