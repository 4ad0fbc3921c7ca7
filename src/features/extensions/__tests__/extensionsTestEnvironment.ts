import { loadQuery } from "react-relay";
import ExtensionsPageQueryNode, {
  type ExtensionsPageQuery,
} from "../../../__generated__/ExtensionsPageQuery.graphql.ts";
import FaktooraPageQueryNode, { type FaktooraPageQuery } from "../../../__generated__/FaktooraPageQuery.graphql.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";

export const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";

export interface ExtensionsMock {
  user?: Record<string, unknown>;
  company?: Record<string, unknown> | null;
}

const withoutCompany = (payload: { data?: unknown }, company: ExtensionsMock["company"]) =>
  company === null ? { ...payload, data: { ...(payload.data as object), clientCompany: null } } : payload;

/** The pages' data: a standard user of Müller Haustechnik with nothing switched on unless given. */
export function createExtensionsEnvironment(options: ExtensionsMock = {}) {
  const { environment, requests } = createMockRelayEnvironment({
    operations: { ExtensionsPageQuery: ExtensionsPageQueryNode, FaktooraPageQuery: FaktooraPageQueryNode },
    resolvers: () => ({
      User: () => ({
        rowId: "5a1d0c3e-7b2a-4f1e-9c8d-000000000002",
        isExternal: false,
        isMfaActive: false,
        ...options.user,
      }),
      ClientCompany: () => ({
        id: "company-1",
        rowId: COMPANY,
        brandNameOrName: "Müller Haustechnik GmbH",
        currentUserHasAdminAccess: false,
        currentUserHasAccountingAccess: false,
        currentUserHasBankingAccess: false,
        currentUserFaktooraConfig: null,
        ...options.company,
      }),
      ClientCompanyFeatureFlag: () => ({
        costUnits: false,
        cashAccount: false,
        faktooraIframe: false,
        ...((options.company?.featureFlags as Record<string, unknown> | undefined) ?? {}),
      }),
    }),
    transform: (payload) => withoutCompany(payload as { data?: unknown }, options.company) as typeof payload,
  });
  return {
    environment,
    requests,
    extensionsQueryRef: () =>
      loadQuery<ExtensionsPageQuery>(environment, ExtensionsPageQueryNode, { clientCompanyRowId: COMPANY }),
    faktooraQueryRef: () =>
      loadQuery<FaktooraPageQuery>(environment, FaktooraPageQueryNode, { clientCompanyRowId: COMPANY }),
  };
}
