import type { TFunction } from "i18next";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { AuthStatus, type AuthStatusState } from "../components/AuthStatus.tsx";
import { ConfirmLogoutModal } from "../components/ConfirmLogoutModal.tsx";
import { authErrorText } from "../lib/authErrorText.ts";
import { getSignInState, restartSignIn, type SignInState, startSignIn, subscribeSignIn } from "../lib/signIn.ts";

/**
 * The sign-in route (spec §2.12), the screen of ../lib/signIn.ts: opened directly, the sign-in
 * already runs without the app (src/main.tsx) and this page appears only when there is
 * something to show; reached inside the app (the shell's redirect), it starts the sign-in
 * itself. It shows the progress, the provider's or the flow's error with a Retry, and the
 * question before ending a session of another kind; sign-out and home follow in the app.
 */
export function AuthorizePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("areas.authorize"));
  const router = useRouter();
  const signIn = useSyncExternalStore(subscribeSignIn, getSignInState);
  const navigated = useRef(false);

  useEffect(() => startSignIn(i18n.language), [i18n.language]);

  const outcome = signIn?.kind === "done" ? signIn.outcome : null;
  useEffect(() => {
    if (navigated.current || (outcome?.kind !== "signOut" && outcome?.kind !== "home")) return;
    navigated.current = true; // once, also under StrictMode
    void router.navigate({ to: outcome.kind === "signOut" ? "/logout" : "/", replace: true });
  }, [outcome, router]);

  return (
    <>
      <AuthStatus status={statusOf(signIn, t)} onRetry={restartSignIn} />
      {signIn?.kind === "confirm" ? (
        <ConfirmLogoutModal
          name={signIn.currentUserName}
          onCancel={() => signIn.decide(false)}
          onConfirm={() => signIn.decide(true)}
        />
      ) : null}
    </>
  );
}

function statusOf(signIn: SignInState | null, t: TFunction): AuthStatusState {
  if (signIn?.kind === "working" && signIn.isRedirecting) return { kind: "working", message: t("auth.redirecting") };
  if (signIn?.kind !== "done") return { kind: "working", message: t("auth.signingIn") };
  const { outcome } = signIn;
  if (outcome.kind === "providerError") {
    return { kind: "error", title: t("auth.failedTitle"), message: outcome.description };
  }
  if (outcome.kind === "error") {
    return { kind: "error", title: t("auth.failedTitle"), message: authErrorText(outcome.error, t) };
  }
  return { kind: "working", message: t("auth.signingIn") };
}
