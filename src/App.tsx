import { MantineProvider } from "@mantine/core";
import { RouterProvider } from "@tanstack/react-router";
import type { i18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { RelayEnvironmentProvider } from "react-relay";
import type { IEnvironment } from "relay-runtime";
import type { AppRouter } from "./routes/router.ts";
import { NotificationsOutlet } from "./shell/NotificationsOutlet.tsx";
import { theme } from "./ui/theme.ts";

export interface AppProps {
  router: AppRouter;
  relayEnvironment: IEnvironment;
  i18n: i18n;
}

export function App({ router, relayEnvironment, i18n }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <NotificationsOutlet />
        <RelayEnvironmentProvider environment={relayEnvironment}>
          <RouterProvider router={router} />
        </RelayEnvironmentProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
