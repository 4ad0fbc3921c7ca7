import { IntegrationPage } from "../features/settings-integrations/pages/IntegrationPage.tsx";
import {
  settingsIntegrationsBillomatRoute,
  settingsIntegrationsFastbillRoute,
  settingsIntegrationsGetMyInvoicesRoute,
} from "./settingsIntegrationsRoutes.tsx";

// The integration pages, loaded with their routes (settingsIntegrationsRoutes.tsx).

export function GetMyInvoicesRoute() {
  return <IntegrationPage provider="GETMYINVOICES" queryRef={settingsIntegrationsGetMyInvoicesRoute.useLoaderData()} />;
}

export function FastbillRoute() {
  return <IntegrationPage provider="FASTBILL" queryRef={settingsIntegrationsFastbillRoute.useLoaderData()} />;
}

export function BillomatRoute() {
  return <IntegrationPage provider="BILLOMAT" queryRef={settingsIntegrationsBillomatRoute.useLoaderData()} />;
}
