import { useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import { commitLocalUpdate } from "relay-runtime";
import type { AuthorizePageCurrentUserQuery } from "../../../__generated__/AuthorizePageCurrentUserQuery.graphql.ts";
import { usePageTitle } from "../../../shell/usePageTitle.ts";
import { AuthStatus, type AuthStatusState } from "../components/AuthStatus.tsx";
import { ConfirmLogoutModal } from "../components/ConfirmLogoutModal.tsx";
import {
  AuthFlowError,
  buildAuthorizationUrl,
  fetchAuthConfig,
  parseCallbackHash,
  redeemCode,
  safeReturnPath,
  SPECIAL_AUDIENCES,
  specialAudiencesOf,
  STORAGE_KEYS,
} from "../lib/authFlow.ts";
import { authErrorText } from "../lib/authErrorText.ts";
import { commitLoginMutation } from "../mutations/commitLoginMutation.ts";
import { CSRF_HEADERS } from "../../../lib/csrf.ts";

const currentUserQuery = graphql`
  query AuthorizePageCurrentUserQuery {
    currentUser {
      fullName
      isExternal
    }
  }
`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sign-in route (spec §2.12): without an answer in the URL fragment it leaves for the
 * identity provider (code flow, PKCE); with `#code=…` it redeems the code, signs in with
 * `mutation login` and goes to the stored return path or home; with `#error=…` it shows the
 * provider's description (invalid_token signs out).
 */
export function AuthorizePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("areas.authorize"));
  const environment = useRelayEnvironment();
  const router = useRouter();
  const [status, setStatus] = useState<AuthStatusState>({ kind: "working", message: t("auth.signingIn") });
  const [confirm, setConfirm] = useState<{ name: string; decide: (ok: boolean) => void } | null>(null);
  const started = useRef(false);

  const fail = useCallback(
    (message: string) => setStatus({ kind: "error", title: t("auth.failedTitle"), message }),
    [t],
  );

  const retry = useCallback(() => {
    const returnTo = safeReturnPath(sessionStorage.getItem(STORAGE_KEYS.returnTo));
    window.location.replace(returnTo ? `/authorize?${new URLSearchParams({ returnTo })}` : "/authorize");
  }, []);

  const run = useCallback(async () => {
    const answer = parseCallbackHash(window.location.hash);
    if (answer.kind === "error") {
      if (answer.error === "invalid_token") {
        await router.navigate({ to: "/logout", replace: true });
        return;
      }
      fail(answer.description ?? answer.error);
      return;
    }
    const config = await fetchAuthConfig();
    if (answer.kind === "start") {
      setStatus({ kind: "working", message: t("auth.redirecting") });
      const url = await buildAuthorizationUrl({
        config,
        origin: window.location.origin,
        language: i18n.language.startsWith("en") ? "en" : "de",
        returnTo: safeReturnPath(new URLSearchParams(window.location.search).get("returnTo")),
        storage: sessionStorage,
      });
      window.location.assign(url);
      return;
    }
    // The code is single-use: drop it from the address bar (and from history) at once.
    window.history.replaceState(null, "", "/authorize");
    const { idToken, claims } = await redeemCode({
      config,
      origin: window.location.origin,
      params: answer.params,
      storage: sessionStorage,
    });

    const special = specialAudiencesOf(claims);
    if (special.length > 0) {
      // On demand: who is signed in, asked once the consent step needs it (no page query here).
      const data = await fetchQuery<AuthorizePageCurrentUserQuery>(environment, currentUserQuery, {}).toPromise();
      const user = data?.currentUser;
      if (user && !special.every((audience) => SPECIAL_AUDIENCES[audience]?.({ isExternal: user.isExternal }))) {
        const proceed = await new Promise<boolean>((decide) => setConfirm({ name: user.fullName ?? "", decide }));
        setConfirm(null);
        if (!proceed) {
          await router.navigate({ to: "/", replace: true });
          return;
        }
      }
    }

    const userRowId = await commitLoginMutation(environment, idToken);
    if (!userRowId) throw new AuthFlowError("SESSION_FAILED");
    // Whatever the store held belonged to the previous (or no) session.
    commitLocalUpdate(environment, (store) => store.invalidateStore());
    const returnTo = safeReturnPath(sessionStorage.getItem(STORAGE_KEYS.returnTo));
    sessionStorage.removeItem(STORAGE_KEYS.returnTo);
    const companyRowId = returnTo
      ? new URL(returnTo, window.location.origin).searchParams.get("clientCompanyRowId")
      : null;
    await fetch("/api/activity/login", {
      method: "PUT",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", ...CSRF_HEADERS },
      body: JSON.stringify({ clientCompanyID: companyRowId && UUID.test(companyRowId) ? companyRowId : null }),
    }).catch(() => undefined);
    // A full load: the shell, its query and every cache start from the new session.
    window.location.replace(returnTo ?? "/");
  }, [environment, fail, i18n.language, router, t]);

  useEffect(() => {
    if (started.current) return; // once, also under StrictMode
    started.current = true;
    run().catch((error: unknown) => fail(authErrorText(error, t)));
  }, [fail, run, t]);

  return (
    <>
      <AuthStatus status={status} onRetry={retry} />
      {confirm ? (
        <ConfirmLogoutModal
          name={confirm.name}
          onCancel={() => confirm.decide(false)}
          onConfirm={() => confirm.decide(true)}
        />
      ) : null}
    </>
  );
}
