import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";

export function FaktooraRouteComponent() {
  return <ComingSoonPage area="faktoora" />;
}
