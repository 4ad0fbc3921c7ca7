import type { SettingsLayoutQuery$data } from "../../../__generated__/SettingsLayoutQuery.graphql.ts";
import { type SettingsNavSection, settingsNavigation } from "./settingsNavigation.ts";

/** The settings navigation for what SettingsLayoutQuery read: the layout shows it, and the
 * company picker reads it for the company chosen (to stay on the same settings page). */
export function layoutNavigation({
  clientCompany,
  currentUser,
  currentUserIsProviderStaff,
}: SettingsLayoutQuery$data): SettingsNavSection[] {
  return settingsNavigation({
    clientCompanyRowId: clientCompany?.rowId ?? null,
    hasBankingAccess: clientCompany?.currentUserHasBankingAccess === true,
    hasCashAccountFeature: clientCompany?.featureFlags?.cashAccount === true,
    isSuperAdmin: currentUser?.isSuperAdmin === true,
    hasClientListAccess: currentUserIsProviderStaff === true,
    hasAdminAccess: clientCompany?.currentUserHasAdminAccess === true,
    hasCompanyManageAccess: clientCompany?.currentUserHasCompanyManageAccess === true,
    hasCompanyTagsManageAccess: clientCompany?.currentUserHasCompanyTagsManageAccess === true,
    hasSettingsLicenseAccess: clientCompany?.currentUserHasSettingsLicenseAccess === true,
    hasAccountingAccess: clientCompany?.currentUserHasAccountingAccess === true,
    hasUserGroupFeature: clientCompany?.featureFlags?.userGroup === true,
    hasRealEstateObjectsFeature: clientCompany?.featureFlags?.realEstateObjects === true,
    hasCostCentersFeature: clientCompany?.featureFlags?.costCenters === true,
    hasCostUnitsFeature: clientCompany?.featureFlags?.costUnits === true,
    hasEuOssFeature: clientCompany?.featureFlags?.euOss === true,
    hasRulesFeature: clientCompany?.featureFlags?.rules === true,
    hasWizardWorkflowAndApprovalsFeature: clientCompany?.featureFlags?.wizardWorkflowAndApprovals === true,
  });
}
