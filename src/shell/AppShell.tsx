import { Navigate, Outlet, useLocation, useRouter, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import type { ReactNode } from "react";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { AppShellQuery } from "../__generated__/AppShellQuery.graphql.ts";
import { AppFrame } from "../ui/AppFrame.tsx";
import { AppBar, APP_BAR_HEIGHT } from "./AppBar.tsx";
import { ClientBlockGate } from "./ClientBlockGate.tsx";
import { lazyPart } from "../ui/lazyPart.tsx";
import { ReducedAppBar } from "./ReducedAppBar.tsx";
import { RealtimeBanner } from "./RealtimeBanner.tsx";
import { shellGateFor } from "./shellGate.ts";
import { useUserLanguageSync } from "./useUserLanguageSync.ts";

// Screens and banners most first screens never show load when they are needed.
const CompanySelectPage = lazyPart(() => import("./CompanySelectPage.tsx").then((module) => module.CompanySelectPage));
const ExternalNotAvailablePage = lazyPart(() =>
  import("./ExternalNotAvailablePage.tsx").then((module) => module.ExternalNotAvailablePage),
);
const ImpersonationBanner = lazyPart(() =>
  import("./ImpersonationBanner.tsx").then((module) => module.ImpersonationBanner),
);

/** The shell's one query: who is signed in and the company of the URL. Its fields decide the
 * gates; the components read the rest through their fragments. */
export const appShellQuery = graphql`
  query AppShellQuery($clientCompanyRowId: UUID!, $withCompany: Boolean!) {
    currentSessionIsImpersonated
    currentUser {
      rowId
      fullName
      isExternal
      isSuperAdmin
      language
      defaultClientCompanyRowId
      ...AppBar_currentUser
      ...ReducedAppBar_currentUser
      ...CompanySelectPage_currentUser
      ...ClientBlockGate_currentUser
    }
    clientCompany(rowId: $clientCompanyRowId) @include(if: $withCompany) {
      rowId
      ...AppBar_clientCompany
      ...ClientBlockGate_clientCompany
    }
  }
`;

export interface AppShellProps {
  queryRef: PreloadedQuery<AppShellQuery>;
  clientCompanyRowId: string | undefined;
}

/** The signed-in frame: decides what the location may show, then the bar and the page. */
export function AppShell({ queryRef, clientCompanyRowId }: AppShellProps) {
  const { currentUser, clientCompany, currentSessionIsImpersonated } = usePreloadedQuery<AppShellQuery>(
    appShellQuery,
    queryRef,
  );
  const impersonation =
    currentSessionIsImpersonated && currentUser ? <ImpersonationBanner name={currentUser.fullName ?? ""} /> : null;
  // The location the rendered matches belong to: while the next one loads, the data here is
  // still the previous location's.
  const location = useRouterState({ select: (state) => state.resolvedLocation ?? state.location });
  useUserLanguageSync(currentUser ? { rowId: currentUser.rowId, language: currentUser.language } : null);

  const gate = shellGateFor({
    pathname: location.pathname,
    href: location.href,
    clientCompanyRowId,
    currentUser: currentUser
      ? {
          isExternal: currentUser.isExternal,
          isSuperAdmin: currentUser.isSuperAdmin,
          defaultClientCompanyRowId: currentUser.defaultClientCompanyRowId,
        }
      : null,
    isClientCompanyAccessible: Boolean(clientCompany && clientCompany.rowId === clientCompanyRowId),
  });

  switch (gate.kind) {
    case "public":
      return <Outlet />;
    case "signIn":
      return <Navigate to="/authorize" search={{ returnTo: gate.returnTo } as never} replace />;
    case "withoutAppBar":
      return (
        <Frame>
          <Outlet />
        </Frame>
      );
    case "externalNotAvailable":
      return (
        <Frame>
          <ExternalNotAvailablePage />
        </Frame>
      );
    case "toDefaultCompany":
      return <RedirectToCompany clientCompanyRowId={gate.clientCompanyRowId} />;
  }
  // Only "withoutCompany", "pickCompany" and "company" remain; all need a signed-in standard user.
  if (!currentUser) return null;
  if (gate.kind === "withoutCompany") {
    return (
      <Frame
        appBar={<ReducedAppBar currentUser={currentUser} isImpersonated={Boolean(currentSessionIsImpersonated)} />}
        banner={impersonation}
      >
        <Outlet />
      </Frame>
    );
  }
  if (gate.kind === "pickCompany" || !clientCompany) {
    return (
      <Frame
        appBar={<ReducedAppBar currentUser={currentUser} isImpersonated={Boolean(currentSessionIsImpersonated)} />}
        banner={impersonation}
      >
        <CompanySelectPage currentUser={currentUser} reason={gate.kind === "pickCompany" ? gate.reason : "noAccess"} />
      </Frame>
    );
  }
  return (
    <ClientBlockGate key={clientCompany.rowId} clientCompany={clientCompany} currentUser={currentUser}>
      {(banner) => (
        <Frame
          appBar={
            <AppBar
              currentUser={currentUser}
              clientCompany={clientCompany}
              isImpersonated={Boolean(currentSessionIsImpersonated)}
            />
          }
          banner={
            <>
              {impersonation}
              {banner}
            </>
          }
        >
          <Outlet />
        </Frame>
      )}
    </ClientBlockGate>
  );
}

function Frame({ appBar, banner, children }: { appBar?: ReactNode; banner?: ReactNode; children: ReactNode }) {
  return (
    <AppFrame headerHeight={appBar ? APP_BAR_HEIGHT : undefined} header={appBar}>
      <RealtimeBanner />
      {banner}
      {children}
    </AppFrame>
  );
}

/** Opens the same page in the given company (spec §2.2: no company in the URL → default). */
function RedirectToCompany({ clientCompanyRowId }: { clientCompanyRowId: string }) {
  const router = useRouter();
  const location = useLocation();
  useEffect(() => {
    if ((location.search as Record<string, unknown>).clientCompanyRowId === clientCompanyRowId) return;
    const search = router.options.stringifySearch({ ...location.search, clientCompanyRowId });
    void router.navigate({
      href: `${location.pathname}${search}${location.hash ? `#${location.hash}` : ""}`,
      replace: true,
    });
  }, [router, location, clientCompanyRowId]);
  return null;
}
