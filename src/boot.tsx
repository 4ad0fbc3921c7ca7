import "./zodConfig.ts";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { initI18n } from "./i18n/i18n.ts";
import { createRelayEnvironment } from "./relay/environment.ts";
import { createAppRouter } from "./routes/router.ts";

/** Starts the app (src/main.tsx loads this module when the page needs it). */
export function startApp(): void {
  const rootElement = document.getElementById("root");
  if (!rootElement) throw new Error("root mountpoint not found");

  const i18n = initI18n();
  const relayEnvironment = createRelayEnvironment();
  const router = createAppRouter(relayEnvironment);

  createRoot(rootElement).render(
    <StrictMode>
      <App router={router} relayEnvironment={relayEnvironment} i18n={i18n} />
    </StrictMode>,
  );
}
