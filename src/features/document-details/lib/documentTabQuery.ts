import { loadQuery, type PreloadedQuery } from "react-relay";
import { createOperationDescriptor, getRequest, type IEnvironment } from "relay-runtime";
import AccountingTabQueryNode, { type AccountingTabQuery } from "../../../__generated__/AccountingTabQuery.graphql.ts";
import ActionsTabQueryNode, { type ActionsTabQuery } from "../../../__generated__/ActionsTabQuery.graphql.ts";
import CollaborationTabQueryNode, {
  type CollaborationTabQuery,
} from "../../../__generated__/CollaborationTabQuery.graphql.ts";
import CommentsTabQueryNode, { type CommentsTabQuery } from "../../../__generated__/CommentsTabQuery.graphql.ts";
import DocumentDetailsPageQueryNode, {
  type DocumentDetailsPageQuery,
} from "../../../__generated__/DocumentDetailsPageQuery.graphql.ts";
import PaymentTabQueryNode, { type PaymentTabQuery } from "../../../__generated__/PaymentTabQuery.graphql.ts";
import ReviewTabQueryNode, { type ReviewTabQuery } from "../../../__generated__/ReviewTabQuery.graphql.ts";
import { preloadDocumentPayment } from "../../document-payment/index.ts";
import { DOCUMENT_TABS, type DocumentTab, resolveTab, visibleTabs } from "./tabGates.ts";

/** A tab's query, started before the tab renders (by the route loader). */
export type DocumentTabQueryRef =
  | { tab: "actions"; queryRef: PreloadedQuery<ActionsTabQuery> }
  | { tab: "review"; queryRef: PreloadedQuery<ReviewTabQuery> }
  | { tab: "payment"; queryRef: PreloadedQuery<PaymentTabQuery> }
  | { tab: "accounting"; queryRef: PreloadedQuery<AccountingTabQuery> }
  | { tab: "comments"; queryRef: PreloadedQuery<CommentsTabQuery> }
  | { tab: "collaboration"; queryRef: PreloadedQuery<CollaborationTabQuery> };

/** What the page's query says about the tabs (the fields the gates and the preference read). */
type PageData = Pick<DocumentDetailsPageQuery["response"], "currentUser" | "document">;

export interface DocumentTabChoice {
  /** The tabs this person may open, in page order. */
  tabs: DocumentTab[];
  /** The tab shown for the URL's `tab`. */
  tab: DocumentTab;
  /** The collaboration tab carries the comments (collaboration feature on). */
  withComments: boolean;
  /** The collaboration tab carries the workflow actions (and documents-manage access). */
  withActions: boolean;
}

/** The tab the page shows and how: one function for the page and the route loader, so the
 * query the loader starts is the one the page reads. */
export function documentTabChoiceOf(
  data: PageData,
  requestedTab: DocumentTab | undefined,
  preferredTab?: DocumentTab | null,
): DocumentTabChoice {
  const company = data.document?.clientCompany;
  const isCollaborationActive = company?.featureFlags?.collaboration === true;
  const hasDocumentsManageAccess = company?.currentUserHasDocumentsManageAccess === true;
  const tabs = visibleTabs({
    hasDocumentsManageAccess,
    hasBankingAccess: company?.currentUserHasBankingAccess === true,
    canViewAccountingTab: company?.currentUserCanViewAccountingTab === true,
    isCollaborationActive,
  });
  return {
    tabs,
    tab: resolveTab(requestedTab, tabs, preferredTab),
    withComments: isCollaborationActive,
    withActions: isCollaborationActive && hasDocumentsManageAccess,
  };
}

/** The person's stored default tab, when it names a tab. */
export function preferredTabOf(data: PageData): DocumentTab | null {
  const stored = data.currentUser?.documentDetailsTab;
  return DOCUMENT_TABS.find((tab) => tab === stored) ?? null;
}

/** The page query's answer as the store holds it (after the loader has loaded it); the fields
 * the tab choice reads are read as they are. */
export function readDocumentDetailsPage(environment: IEnvironment, documentRowId: string): PageData | null {
  const operation = createOperationDescriptor(getRequest(DocumentDetailsPageQueryNode), { documentRowId });
  const data = environment.lookup(operation.fragment).data as Partial<PageData> | null;
  return data ? { currentUser: data.currentUser ?? null, document: data.document ?? null } : null;
}

/** The variables of the tab's query: the document, and for the collaboration tab what it carries. */
export function documentTabVariablesOf(choice: DocumentTabChoice, documentRowId: string) {
  return choice.tab === "collaboration"
    ? { documentRowId, withComments: choice.withComments, withActions: choice.withActions }
    : { documentRowId };
}

/**
 * Starts the query of the tab the page will show (store-and-network: a tab seen before renders
 * at once from the store and refreshes beside it; a new one suspends only its own panel while
 * the request that started with the navigation answers). The caller disposes the reference.
 */
export function loadDocumentTabQuery(
  environment: IEnvironment,
  choice: DocumentTabChoice,
  documentRowId: string,
): DocumentTabQueryRef {
  const options = { fetchPolicy: "store-and-network" } as const;
  const variables = { documentRowId };
  switch (choice.tab) {
    case "actions":
      return {
        tab: "actions",
        queryRef: loadQuery<ActionsTabQuery>(environment, ActionsTabQueryNode, variables, options),
      };
    case "review":
      return {
        tab: "review",
        queryRef: loadQuery<ReviewTabQuery>(environment, ReviewTabQueryNode, variables, options),
      };
    case "payment":
      preloadDocumentPayment();
      return {
        tab: "payment",
        queryRef: loadQuery<PaymentTabQuery>(environment, PaymentTabQueryNode, variables, options),
      };
    case "accounting":
      return {
        tab: "accounting",
        queryRef: loadQuery<AccountingTabQuery>(environment, AccountingTabQueryNode, variables, options),
      };
    case "comments":
      return {
        tab: "comments",
        queryRef: loadQuery<CommentsTabQuery>(environment, CommentsTabQueryNode, variables, options),
      };
    case "collaboration":
      return {
        tab: "collaboration",
        queryRef: loadQuery<CollaborationTabQuery>(
          environment,
          CollaborationTabQueryNode,
          { documentRowId, withComments: choice.withComments, withActions: choice.withActions },
          options,
        ),
      };
  }
}

/** The same tab query for the same variables: a reference already held can be kept. */
export function isSameTabQuery(held: DocumentTabQueryRef, choice: DocumentTabChoice, documentRowId: string): boolean {
  if (held.tab !== choice.tab) return false;
  const wanted: Record<string, unknown> = documentTabVariablesOf(choice, documentRowId);
  const heldVariables = held.queryRef.variables as Record<string, unknown>;
  return Object.keys(wanted).every((key) => heldVariables[key] === wanted[key]);
}
