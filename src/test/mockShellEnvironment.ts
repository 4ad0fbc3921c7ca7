import { type ConcreteRequest, type GraphQLResponse, Observable } from "relay-runtime";
import type { Sink } from "relay-runtime/lib/network/RelayObservable";
import type { MockResolvers } from "relay-test-utils";
import AppShellQueryNode from "../__generated__/AppShellQuery.graphql.ts";
import ApprovalsCountPollerQueryNode from "../__generated__/ApprovalsCountPollerQuery.graphql.ts";
import CollaborationTabQueryNode from "../__generated__/CollaborationTabQuery.graphql.ts";
import CompanyPickerListQueryNode from "../__generated__/CompanyPickerListQuery.graphql.ts";
import DocumentDetailsPageQueryNode from "../__generated__/DocumentDetailsPageQuery.graphql.ts";
import ExternalDocumentPageQueryNode from "../__generated__/ExternalDocumentPageQuery.graphql.ts";
import ExtensionsPageQueryNode from "../__generated__/ExtensionsPageQuery.graphql.ts";
import FaktooraPageQueryNode from "../__generated__/FaktooraPageQuery.graphql.ts";
import DashboardQueryNode from "../__generated__/DashboardQuery.graphql.ts";
import HomePageQueryNode from "../__generated__/HomePageQuery.graphql.ts";
import SharedWithMeListQueryNode from "../__generated__/SharedWithMeListQuery.graphql.ts";
import { createMockRelayEnvironment } from "./mockRelayEnvironment.ts";

export const COMPANY_ID = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
export const OTHER_COMPANY_ID = "0b8f5e1c-1a2b-4c3d-8e4f-000000000002";
export const USER_ID = "5a1d0c3e-7b2a-4f1e-9c8d-000000000002";

export interface ShellMockOptions {
  user?: Record<string, unknown> | null;
  company?: Record<string, unknown> | null;
  reviewGroups?: Record<string, unknown>[];
  /** A super admin acts as the user (Query.currentSessionIsImpersonated). */
  impersonated?: boolean;
}

/** The signed-in admin of an unbranded company with every access flag and feature. */
export const ADMIN_COMPANY = {
  // A fixed node id: page queries answered by other mocks then update the same record.
  id: "client-company-1",
  rowId: COMPANY_ID,
  companyRowId: "c0000000-0000-4000-8000-000000000001",
  brandNameOrName: "Müller Haustechnik GmbH",
  branding: null,
  status: "ACTIVE",
  hasAccountingSystem: true,
  currentUserRoleName: "ADMIN",
  currentUserCanSwitchDemoMode: false,
  currentUserFaktooraConfig: null,
  currentUserHasAdminAccess: true,
  currentUserHasAccountingAccess: true,
  currentUserHasDocumentsManageAccess: true,
  currentUserHasBankingAccess: true,
  currentUserHasVerifyingAccess: false,
  clientCompanyBlock: null,
  featureFlags: {
    documentsWorkflowView: true,
    appBarQuickActions: true,
    wizardWorkflowAndApprovals: true,
    faktooraIframe: false,
  },
};

export const STANDARD_USER = {
  rowId: USER_ID,
  fullName: "Thomas Müller",
  firstName: "Thomas",
  lastName: "Müller",
  language: "de",
  isExternal: false,
  isStandard: true,
  isSuperAdmin: false,
  defaultClientCompanyRowId: COMPANY_ID,
  clientCompanyUsers: { totalCount: 5 },
};

function resolversFor({
  user = STANDARD_USER,
  company = ADMIN_COMPANY,
  reviewGroups = [],
}: ShellMockOptions): MockResolvers {
  return {
    // A stable id: every query's currentUser is the same record (as node ids are in the app).
    User: () => (user ? { id: "current-user", ...user } : {}),
    ClientCompany: () => company ?? {},
    ReviewGroupConnection: () => ({ edges: reviewGroups.map((node) => ({ node })) }),
    // What an external user has been shared (read by the page they get elsewhere).
    DocumentShareConnection: () => ({ nodes: [{ document: { derivedTitle: "Brandt Sanitär · GS-2026-00412" } }] }),
  };
}

function withNulls<T extends { data?: unknown }>(payload: T, { user, company, impersonated }: ShellMockOptions): T {
  const data = payload.data as Record<string, unknown>;
  if ("currentSessionIsImpersonated" in data) data.currentSessionIsImpersonated = impersonated ?? false;
  if ("currentUser" in data && user === null) data.currentUser = null;
  if ("clientCompany" in data && company === null) data.clientCompany = null;
  return payload;
}

const QUERIES: Record<string, ConcreteRequest> = {
  AppShellQuery: AppShellQueryNode,
  ApprovalsCountPollerQuery: ApprovalsCountPollerQueryNode,
  HomePageQuery: HomePageQueryNode,
  ExtensionsPageQuery: ExtensionsPageQueryNode,
  FaktooraPageQuery: FaktooraPageQueryNode,
  DashboardQuery: DashboardQueryNode,
  SharedWithMeListQuery: SharedWithMeListQueryNode,
  CompanyPickerListQuery: CompanyPickerListQueryNode,
  DocumentDetailsPageQuery: DocumentDetailsPageQueryNode,
  ExternalDocumentPageQuery: ExternalDocumentPageQueryNode,
  CollaborationTabQuery: CollaborationTabQueryNode,
};

/** A real environment whose network answers the route queries with generated data (route
 * loaders use loadQuery, so the network answers them). */
export function createShellNetworkEnvironment(options: ShellMockOptions = {}) {
  const subscriptionSinks: Sink<GraphQLResponse>[] = [];
  const { environment, requests } = createMockRelayEnvironment({
    operations: QUERIES,
    resolvers: resolversFor(options),
    transform: (payload) => withNulls(payload as { data?: unknown }, options) as GraphQLResponse,
    subscribe: () => Observable.create<GraphQLResponse>((sink) => void subscriptionSinks.push(sink)),
  });
  /** Delivers a subscription event to every open subscription. */
  const pushSubscription = (data: Record<string, unknown>) => {
    for (const sink of subscriptionSinks) sink.next({ data } as GraphQLResponse);
  };
  return { environment, requests, pushSubscription };
}
