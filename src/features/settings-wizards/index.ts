// Settings → wizards → workflow and approvals (pages mounted by src/routes/settingsWizardsRoutes.tsx).
export { wizardPaths } from "./lib/wizardPaths.ts";
