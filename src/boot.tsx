import "./zodConfig.ts";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { DEFAULT_LANGUAGE, initI18n, loadCommonTranslations } from "./i18n/i18n.ts";
import { createRelayEnvironment } from "./relay/environment.ts";
import { whenIdleAfterLoad } from "./ui/lazyPart.tsx";
import { createAppRouter, isSettingsAddress, loadSettingsRoutes } from "./routes/router.ts";

/** Starts the app (src/main.tsx loads this module when the page needs it) once the common
 * texts of the current language are in; when they fail to load, German's are tried. */
export async function startApp(): Promise<void> {
  const rootElement = document.getElementById("root");
  if (!rootElement) throw new Error("root mountpoint not found");

  const i18n = initI18n();
  // Opened on a settings address: their route definitions load beside the texts (when that
  // fails, the router tries again when it gets there and shows the error with Retry).
  const isSettings = isSettingsAddress(window.location.pathname);
  await Promise.all([
    loadCommonTranslations().catch(() => loadCommonTranslations(DEFAULT_LANGUAGE).catch(() => undefined)),
    isSettings ? loadSettingsRoutes().catch(() => undefined) : undefined,
  ]);
  const relayEnvironment = createRelayEnvironment();
  const router = createAppRouter(relayEnvironment);

  createRoot(rootElement).render(
    <StrictMode>
      <App router={router} relayEnvironment={relayEnvironment} i18n={i18n} />
    </StrictMode>,
  );
  // Otherwise they load once the first screen is done, so a later click into the settings does
  // not wait for them.
  if (!isSettings) whenIdleAfterLoad(() => void loadSettingsRoutes().catch(() => undefined));
}
