// Which tabs of the document details page a person may open (spec part 2, "Document details"
// and §6), and which one opens when the URL names none or one that may not be opened.

/** The tabs in the order the page shows them. */
export const DOCUMENT_TABS = ["actions", "review", "payment", "accounting", "comments", "collaboration"] as const;
export type DocumentTab = (typeof DOCUMENT_TABS)[number];

export interface TabGateInput {
  /** ClientCompany.currentUserHasDocumentsManageAccess */
  hasDocumentsManageAccess: boolean;
  /** ClientCompany.currentUserHasBankingAccess */
  hasBankingAccess: boolean;
  /** ClientCompany.currentUserCanViewAccountingTab: accounting access or the member's
   * documentAccountingTabAccess grant (VIEW or EDIT), and an accounting system. The database
   * computes it with the same function its policies use, so it is taken as it comes. */
  canViewAccountingTab: boolean;
  /** ClientCompany.featureFlags.collaboration */
  isCollaborationActive: boolean;
}

/** The tabs the spec's gates open for this person and company. */
export function gatedTabs(input: TabGateInput): DocumentTab[] {
  const isOpen: Record<DocumentTab, boolean> = {
    actions: input.hasDocumentsManageAccess && !input.isCollaborationActive,
    review: input.hasDocumentsManageAccess,
    payment: input.hasBankingAccess,
    accounting: input.canViewAccountingTab,
    comments: !input.isCollaborationActive,
    collaboration: true,
  };
  return DOCUMENT_TABS.filter((tab) => isOpen[tab]);
}

/**
 * The tabs this page can show: every tab has its content now (the actions tab came with the
 * workflow and approval mutations). A tab added to DOCUMENT_TABS stays hidden until it is
 * listed here, so a gate never opens onto an empty tab.
 */
export const IMPLEMENTED_TABS: ReadonlySet<DocumentTab> = new Set<DocumentTab>([
  "actions",
  "review",
  "payment",
  "accounting",
  "comments",
  "collaboration",
]);

/** The tabs shown: gated open and implemented, in page order. */
export function visibleTabs(input: TabGateInput): DocumentTab[] {
  return gatedTabs(input).filter((tab) => IMPLEMENTED_TABS.has(tab));
}

/** The tab opened without (or with a forbidden) `tab` in the URL: the person's preferred tab
 * when it may be shown, else collaboration (always shown). */
export function defaultTabOf(shownTabs: readonly DocumentTab[], preferredTab?: DocumentTab | null): DocumentTab {
  return preferredTab && shownTabs.includes(preferredTab) ? preferredTab : "collaboration";
}

/** The tab to show for the URL's `tab`: itself when it may be shown, else the default. */
export function resolveTab(
  requestedTab: DocumentTab | undefined,
  shownTabs: readonly DocumentTab[],
  preferredTab?: DocumentTab | null,
): DocumentTab {
  return requestedTab && shownTabs.includes(requestedTab) ? requestedTab : defaultTabOf(shownTabs, preferredTab);
}
