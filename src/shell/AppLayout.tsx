import { Outlet, useLocation } from "@tanstack/react-router";
import type { PreloadedQuery } from "react-relay";
import type { AppShellQuery } from "../__generated__/AppShellQuery.graphql.ts";
import { AppShell } from "./AppShell.tsx";
import { isPublicPath } from "./shellGate.ts";

export interface AppLayoutProps {
  /** The shell query; null on the public pages (sign-in, sign-out). */
  queryRef: PreloadedQuery<AppShellQuery> | null;
  clientCompanyRowId: string | undefined;
}

/** The application frame: public pages as they are, everything else inside the shell. */
export function AppLayout({ queryRef, clientCompanyRowId }: AppLayoutProps) {
  const { pathname } = useLocation();
  if (isPublicPath(pathname) || !queryRef) return <Outlet />;
  return <AppShell queryRef={queryRef} clientCompanyRowId={clientCompanyRowId} />;
}
