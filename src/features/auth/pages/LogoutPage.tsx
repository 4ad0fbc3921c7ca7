import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRelayEnvironment } from "react-relay";
import { commitLocalUpdate } from "relay-runtime";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { AuthStatus, type AuthStatusState } from "../components/AuthStatus.tsx";
import { endSessionUrl, fetchAuthConfig } from "../lib/authConfig.ts";
import { authErrorText } from "../lib/authErrorText.ts";
import { commitLogoutMutation } from "../mutations/commitLogoutMutation.ts";
import { CSRF_HEADERS } from "../../../lib/csrf.ts";

/**
 * The sign-out route (spec §2.1): records the sign-out (PUT /api/activity/logout, while the
 * session still exists), ends the server session (`mutation logout`), clears what the browser
 * kept, then ends the identity provider's session, which returns to /authorize.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  usePageTitle(t("areas.logout"));
  const environment = useRelayEnvironment();
  const [status, setStatus] = useState<AuthStatusState>({ kind: "working", message: t("auth.signingOut") });
  const started = useRef(false);

  const run = useCallback(async () => {
    await fetch("/api/activity/logout", {
      method: "PUT",
      credentials: "same-origin",
      headers: { ...CSRF_HEADERS },
    }).catch(() => undefined);
    const config = await fetchAuthConfig().catch(() => null);
    await commitLogoutMutation(environment);
    commitLocalUpdate(environment, (store) => store.invalidateStore());
    sessionStorage.clear();
    window.location.replace(config ? endSessionUrl(config, window.location.origin) : "/authorize");
  }, [environment]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run().catch((error: unknown) =>
      setStatus({
        kind: "error",
        title: t("auth.logoutFailedTitle"),
        message: authErrorText(error, t),
      }),
    );
  }, [run, t]);

  return <AuthStatus status={status} onRetry={() => window.location.reload()} />;
}
