import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";

export function ExtensionsRouteComponent() {
  return <ComingSoonPage area="extensions" />;
}
