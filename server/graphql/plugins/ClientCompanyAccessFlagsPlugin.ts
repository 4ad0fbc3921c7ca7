import { PgSelectSingleStep, TYPES } from "postgraphile/@dataplan/pg";
import { access } from "postgraphile/grafast";
import { sql } from "postgraphile/pg-sql2";
import { wrapPlans } from "postgraphile/utils";

/** ClientCompany's access fields and their attribute in app_hidden.client_company_access_flags. */
export const CLIENT_COMPANY_ACCESS_FIELDS = {
  currentUserRoleName: "role_name",
  currentUserHasAdminAccess: "admin",
  currentUserHasCompanyManageAccess: "company_manage",
  currentUserHasClientCompanyManageAccess: "client_company_manage",
  currentUserHasCompanyTagsManageAccess: "company_tags_manage",
  currentUserHasAccountingAccess: "accounting",
  currentUserHasDocumentsManageAccess: "documents_manage",
  currentUserHasBankingAccess: "banking",
  currentUserHasVerifyingAccess: "verifying",
  currentUserHasSettingsLicenseAccess: "settings_license",
  currentUserCanViewAccountingTab: "can_view_accounting_tab",
  currentUserCanEditAccountingTab: "can_edit_accounting_tab",
  currentUserCanDeleteDocuments: "can_delete_documents",
  currentUserCanExportBookings: "can_export_bookings",
  currentUserCanEditInvoiceInternalNumber: "can_edit_invoice_internal_number",
  currentUserCanSwitchDemoMode: "can_switch_demo_mode",
  approvedWithoutVerifiersActive: "approved_without_verifiers_active",
} as const;

/**
 * The access fields of a ClientCompany read one composite, computed once per company row: every
 * field selects the same expression (Grafast selects an identical expression once) and picks its
 * flag from the decoded row. Without this each field called the access lookup on its own (the
 * shell's query asked for it a dozen times per request). The flags themselves are defined in SQL
 * (app_hidden.client_company_access_flags), which the per-field functions read as well.
 */
export const ClientCompanyAccessFlagsPlugin = wrapPlans(
  {
    ClientCompany: Object.fromEntries(
      Object.entries(CLIENT_COMPANY_ACCESS_FIELDS).map(([field, attribute]) => [
        field,
        (plan, $company) => {
          if (!($company instanceof PgSelectSingleStep)) return plan();
          const $flags = $company.select(
            sql`to_json(app_hidden.client_company_access_flags(${$company.getClassStep().alias}))`,
            TYPES.json,
          );
          return access($flags, attribute);
        },
      ]),
    ),
  },
  { name: "ClientCompanyAccessFlagsPlugin" },
);
