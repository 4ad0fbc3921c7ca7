import { settingsAccessRouteTrees, settingsUsersLegacyRoute } from "./settingsAccessRoutes.tsx";
import {
  settingsAccountingCompanyIndexRoute,
  settingsAccountingCompanyRoute,
  settingsAccountingLegacyRoute,
} from "./settingsAccountingRoute.tsx";
import { settingsAccountingCostRouteTrees } from "./settingsAccountingCostRoutes.tsx";
import { settingsAccountingLedgerRouteTrees } from "./settingsAccountingLedgerRoutes.tsx";
import { settingsAccountingPartnerRouteTrees } from "./settingsAccountingPartnerRoutes.tsx";
import { settingsAdminRouteTrees } from "./settingsAdminRoutes.tsx";
import { settingsBankConnectionsRoute } from "./settingsBankConnectionsRoute.tsx";
import { settingsBankPagesRouteTree } from "./settingsBankPagesRoutes.tsx";
import { settingsBankIndexRoute, settingsBankRoute } from "./settingsBankRoute.tsx";
import { settingsClientsRouteTree } from "./settingsClientsRoutes.tsx";
import { settingsCompanyPagesRouteChildren, settingsCompanySectionRoute } from "./settingsCompanyPagesRoutes.tsx";
import { settingsCompanyRoute } from "./settingsCompanyRoute.tsx";
import { settingsExportsRoute } from "./settingsExportsRoute.tsx";
import { settingsIndexRoute } from "./settingsIndexRoute.tsx";
import { settingsIntegrationsEmailRouteTrees } from "./settingsIntegrationsEmailRoutes.tsx";
import { settingsIntegrationsRoute, settingsIntegrationsRouteChildren } from "./settingsIntegrationsRoutes.tsx";
import { settingsLicenseRouteTrees } from "./settingsLicenseRoutes.tsx";
import { settingsPartnerCompanyRouteTrees } from "./settingsPartnerCompanyRoutes.tsx";
import { settingsPeopleRouteTrees } from "./settingsPeopleRoutes.tsx";
import { settingsRealEstateRouteTrees } from "./settingsRealEstateRoutes.tsx";
import { settingsRulesRouteTrees } from "./settingsRulesRoutes.tsx";
import { settingsTagsRouteTrees } from "./settingsTagsRoutes.tsx";
import { settingsUserRoute } from "./settingsUserRoute.tsx";
import { settingsWizardsRouteTrees } from "./settingsWizardsRoutes.tsx";
import { settingsWorkflowsRouteTrees } from "./settingsWorkflowsRoutes.tsx";

// Every route below /settings. This module is NOT part of the first load: the router loads it
// when a /settings address is opened or linked to (src/routes/router.ts, `loadSettingsRoutes`),
// so the settings pages' definitions (their queries' ids, loaders and search parsers) cost the
// other screens nothing. A new settings route file (src/routes/settings<Area>Routes.tsx) is
// imported HERE only, never from router.ts or any other module of the first load;
// `npm run test:budget` fails when a settings route definition reaches the first load.

/** The children of settingsRoute (src/routes/settingsRoute.tsx). */
export const settingsRouteChildren = [
  settingsIndexRoute,
  settingsUserRoute,
  settingsUsersLegacyRoute,
  settingsBankRoute.addChildren([
    settingsBankIndexRoute,
    settingsBankConnectionsRoute,
    // bank settings pages
    settingsBankPagesRouteTree,
  ]),
  settingsAccountingLegacyRoute,
  // the super admin's Admin pages: /settings/admin/companies and /settings/admin/clients
  ...settingsAdminRouteTrees,
  // the accounting firm's clients: /settings/clients, /settings/clients/{clientCompanyRowId}
  settingsClientsRouteTree,
  // the pages of one company: /settings/{clientCompanyRowId}/…
  settingsCompanyRoute.addChildren([
    settingsExportsRoute,
    // company: info, config and the other company pages below the same section:
    // users › access, partner companies, real-estate objects, external users, user groups
    settingsCompanySectionRoute.addChildren([
      ...settingsCompanyPagesRouteChildren,
      ...settingsAccessRouteTrees,
      ...settingsPartnerCompanyRouteTrees,
      ...settingsRealEstateRouteTrees,
      // users › external users, user groups, another user's details
      ...settingsPeopleRouteTrees,
    ]),
    // tags
    ...settingsTagsRouteTrees,
    // licence and extraction service
    ...settingsLicenseRouteTrees,
    // workflows: list, create, {documentWorkflowRowId}
    ...settingsWorkflowsRouteTrees,
    // rules: interactions, actions, reactions (each list, create, detail)
    ...settingsRulesRouteTrees,
    // wizards: workflow and approvals (list, create, detail)
    ...settingsWizardsRouteTrees,
    // integrations: e-mail (the index), getmyinvoices, fastbill, billomat
    settingsIntegrationsRoute.addChildren([
      ...settingsIntegrationsRouteChildren,
      ...settingsIntegrationsEmailRouteTrees,
    ]),
    settingsAccountingCompanyRoute.addChildren([
      settingsAccountingCompanyIndexRoute,
      // accounting: ledger pages (categories, general-ledger accounts, VAT codes)
      ...settingsAccountingLedgerRouteTrees,
      // accounting: partner accounts, cost centres, cost units, EU OSS branches
      ...settingsAccountingPartnerRouteTrees,
      ...settingsAccountingCostRouteTrees,
    ]),
  ]),
] as const;
