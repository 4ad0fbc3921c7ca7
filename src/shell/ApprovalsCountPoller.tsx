import { graphql } from "react-relay";
import type { ApprovalsCountPollerQuery } from "../__generated__/ApprovalsCountPollerQuery.graphql.ts";
import { usePolledQuery } from "../relay/usePolledQuery.ts";

/** The count is asked for again this often (there is no subscription for approval requests). */
export const APPROVALS_POLL_INTERVAL_MS = 60_000;

const pollingQuery = graphql`
  query ApprovalsCountPollerQuery($clientCompanyRowId: UUID!) {
    clientCompany(rowId: $clientCompanyRowId) {
      # eslint-disable-next-line relay/unused-fields -- read from the store by ApprovalsNavButton
      currentUserOpenApprovalRequestCount
    }
  }
`;

export interface ApprovalsCountPollerProps {
  clientCompanyRowId: string;
  /** Changes when the user navigates: the count is asked for again then. */
  refreshKey?: string;
}

/** Asks for the signed-in user's open approval requests (into the store, where
 * ApprovalsNavButton reads them) at once, every minute while the page is visible, when the tab
 * is shown again and when `refreshKey` changes. Renders nothing. */
export function ApprovalsCountPoller({ clientCompanyRowId, refreshKey }: ApprovalsCountPollerProps) {
  usePolledQuery<ApprovalsCountPollerQuery>(
    pollingQuery,
    { clientCompanyRowId },
    APPROVALS_POLL_INTERVAL_MS,
    refreshKey,
  );
  return null;
}
