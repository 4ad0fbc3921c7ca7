// The shape of the app's texts, for typed keys (types only: nothing here is bundled).
import type bankConnections from "./locales/de/bankConnections.json";
import type banking from "./locales/de/banking.json";
import type common from "./locales/de/common.json";
import type constraints from "./locales/de/constraints.json";
import type dashboard from "./locales/de/dashboard.json";
import type documentDetails from "./locales/de/documentDetails.json";
import type documentPayment from "./locales/de/documentPayment.json";
import type documentRecurrence from "./locales/de/documentRecurrence.json";
import type documents from "./locales/de/documents.json";
import type exports from "./locales/de/exports.json";
import type extensions from "./locales/de/extensions.json";
import type review from "./locales/de/review.json";
import type ruleTest from "./locales/de/ruleTest.json";
import type settings from "./locales/de/settings.json";
import type settingsAccess from "./locales/de/settingsAccess.json";
import type settingsAccountingPartners from "./locales/de/settingsAccountingPartners.json";
import type settingsAccountingLedger from "./locales/de/settingsAccountingLedger.json";
import type settingsAdmin from "./locales/de/settingsAdmin.json";
import type settingsBank from "./locales/de/settingsBank.json";
import type settingsRealEstate from "./locales/de/settingsRealEstate.json";
import type settingsTags from "./locales/de/settingsTags.json";
import type settingsPartners from "./locales/de/settingsPartners.json";
import type emailIntake from "./locales/de/emailIntake.json";
import type settingsLicense from "./locales/de/settingsLicense.json";
import type settingsClients from "./locales/de/settingsClients.json";
import type settingsPeople from "./locales/de/settingsPeople.json";
import type settingsCompany from "./locales/de/settingsCompany.json";
import type settingsWorkflows from "./locales/de/settingsWorkflows.json";
import type settingsRules from "./locales/de/settingsRules.json";
import type settingsIntegrations from "./locales/de/settingsIntegrations.json";
import type upload from "./locales/de/upload.json";

/** The app's texts: every file of the German resources (the reference), merged. */
export type AppResources = typeof common &
  typeof constraints &
  typeof documents &
  typeof documentDetails &
  typeof documentPayment &
  typeof documentRecurrence &
  typeof review &
  typeof upload &
  typeof banking &
  typeof bankConnections &
  typeof settings &
  typeof settingsBank &
  typeof settingsAccess &
  typeof settingsAccountingPartners &
  typeof settingsAccountingLedger &
  typeof settingsAdmin &
  typeof settingsRealEstate &
  typeof settingsTags &
  typeof settingsPartners &
  typeof settingsLicense &
  typeof emailIntake &
  typeof settingsClients &
  typeof settingsPeople &
  typeof settingsCompany &
  typeof settingsWorkflows &
  typeof settingsRules &
  typeof settingsIntegrations &
  typeof exports &
  typeof ruleTest &
  typeof extensions &
  typeof dashboard;
