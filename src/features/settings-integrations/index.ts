// Settings → integrations (pages mounted by src/routes/settingsIntegrationsRoutes.tsx). The tabs
// are shared with the e-mail page (src/features/email-intake); the pages are imported by their
// routes directly, so the tabs do not bring a page's code along.
export { IntegrationsTabs, type IntegrationsTabsProps } from "./components/IntegrationsTabs.tsx";
export { INTEGRATION_TABS, type IntegrationTab, integrationHref } from "./lib/integrationPaths.ts";
