import { EmailIntegrationPage } from "../features/email-intake/pages/EmailIntegrationPage.tsx";
import { settingsIntegrationsEmailRoute } from "./settingsIntegrationsEmailRoutes.tsx";

// The e-mail integration page, loaded with its route (settingsIntegrationsEmailRoutes.tsx).

export function EmailIntegrationRoute() {
  return <EmailIntegrationPage queryRef={settingsIntegrationsEmailRoute.useLoaderData()} />;
}
