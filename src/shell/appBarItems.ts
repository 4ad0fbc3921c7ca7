/** The company fields the top bar's gates read (spec §2.3, §2.7, §6). */
export interface AppBarAccess {
  branding: string | null | undefined;
  hasAccountingSystem: boolean | null | undefined;
  currentUserHasAdminAccess: boolean | null | undefined;
  currentUserHasAccountingAccess: boolean | null | undefined;
  currentUserHasDocumentsManageAccess: boolean | null | undefined;
  currentUserHasBankingAccess: boolean | null | undefined;
  featureFlags:
    | {
        documentsWorkflowView?: boolean | null;
        appBarQuickActions?: boolean | null;
        wizardWorkflowAndApprovals?: boolean | null;
        faktooraIframe?: boolean | null;
      }
    | null
    | undefined;
  /** The user holds a token of the invoice-financing tool in this company. */
  hasFinancingToken?: boolean;
}

export interface AppBarItems {
  documentsMenu: boolean;
  banking: boolean;
  bookkeeping: boolean;
  approvals: boolean;
  externalFinancing: boolean;
  help: boolean;
  upload: boolean;
  quickActions: { addWorkflow: boolean; inviteColleague: boolean; addBankConnection: boolean } | null;
}

/** Which entries of the top bar a user sees in a company. */
export function appBarItemsFor(company: AppBarAccess): AppBarItems {
  const flags = company.featureFlags ?? {};
  const canManageDocuments = company.currentUserHasDocumentsManageAccess === true;
  const canBank = company.currentUserHasBankingAccess === true;
  const quickActions = {
    addWorkflow: flags.wizardWorkflowAndApprovals === true,
    inviteColleague: company.currentUserHasAdminAccess === true,
    addBankConnection: canBank,
  };
  const hasQuickAction = quickActions.addWorkflow || quickActions.inviteColleague || quickActions.addBankConnection;
  return {
    documentsMenu: canManageDocuments,
    banking: canBank,
    bookkeeping: company.currentUserHasAccountingAccess === true && company.hasAccountingSystem === true,
    approvals: flags.documentsWorkflowView === true,
    // Spec §2.3 / part 2 "Other": the iframe feature is on or the user has a token.
    externalFinancing: flags.faktooraIframe === true || company.hasFinancingToken === true,
    help: !company.branding,
    upload: canManageDocuments,
    quickActions: flags.appBarQuickActions === true && hasQuickAction ? quickActions : null,
  };
}
