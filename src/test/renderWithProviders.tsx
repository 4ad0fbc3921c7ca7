import { MantineProvider } from "@mantine/core";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import i18next from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { theme } from "../ui/theme.ts";

/** Renders a page with Mantine, i18next and a router (for links), at `path`. The page is
 * rendered after the router has loaded: find elements with `findBy…`. */
export function renderWithProviders(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}
