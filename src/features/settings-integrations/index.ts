// Settings → integrations (pages mounted by src/routes/settingsIntegrationsRoutes.tsx). The tabs
// are shared with the e-mail page (mailin's feature).
export { IntegrationsTabs, type IntegrationsTabsProps } from "./components/IntegrationsTabs.tsx";
export { IntegrationPage, type IntegrationPageProps } from "./pages/IntegrationPage.tsx";
export { INTEGRATION_TABS, type IntegrationTab, integrationHref } from "./lib/integrationPaths.ts";
