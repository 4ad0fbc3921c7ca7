import { ExtensionsPage } from "../features/extensions/pages/ExtensionsPage.tsx";
import { extensionsRoute } from "./extensionsRoute.tsx";

export function ExtensionsRouteComponent() {
  const data = extensionsRoute.useLoaderData();
  return data ? <ExtensionsPage queryRef={data.queryRef} isBuiltInSignIn={data.isBuiltInSignIn} /> : null;
}
