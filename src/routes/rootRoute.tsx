import { createRootRouteWithContext } from "@tanstack/react-router";
import type { IEnvironment } from "relay-runtime";
import { AppLayout } from "../shell/AppLayout.tsx";

export interface RouterContext {
  relayEnvironment: IEnvironment;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
});
