import { Badge, Group } from "@mantine/core";
import { IconChecklist } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { ApprovalsNavButtonQuery } from "../__generated__/ApprovalsNavButtonQuery.graphql.ts";
import { formatBadgeCount } from "../lib/badgeCount.ts";
import { lazyPart } from "../ui/lazyPart.tsx";
import { documentsSearch } from "./documentsSearch.ts";
import { ButtonLink } from "./links.tsx";

// The count's poll (its query and timer) loads beside the first screen.
const ApprovalsCountPoller = lazyPart(() =>
  import("./ApprovalsCountPoller.tsx").then((module) => module.ApprovalsCountPoller),
);

export interface ApprovalsNavButtonProps {
  clientCompanyRowId: string;
  currentUserRowId: string;
  isActive: boolean;
  /** Changes when the user navigates: the count is asked for again then. */
  refreshKey?: string;
}

/** The top bar's approvals link (spec §2.3, feature documentsWorkflowView) with a badge of the
 * signed-in user's open approval requests in the company: direct ones and the group and blank
 * ones they may take (9+ above nine). It opens the workflow view with the "assigned to me"
 * preset. The count is its own small query (ClientCompany.currentUserOpenApprovalRequestCount,
 * an indexed count capped at 10), not part of the shell's query: it arrives with the first poll
 * and is asked again every minute, when the tab is shown again and on navigation. A deciding
 * mutation that reads the count updates it at once. */
export function ApprovalsNavButton({
  clientCompanyRowId,
  currentUserRowId,
  isActive,
  refreshKey,
}: ApprovalsNavButtonProps) {
  const { t } = useTranslation();
  const { clientCompany } = useLazyLoadQuery<ApprovalsNavButtonQuery>(
    graphql`
      query ApprovalsNavButtonQuery($clientCompanyRowId: UUID!) {
        clientCompany(rowId: $clientCompanyRowId) {
          currentUserOpenApprovalRequestCount
        }
      }
    `,
    { clientCompanyRowId },
    { fetchPolicy: "store-only" },
  );
  const count = clientCompany?.currentUserOpenApprovalRequestCount ?? 0;
  const badge = formatBadgeCount(count);

  return (
    <>
      {/* Asked at once, every minute while visible, when the tab is shown again and on navigation. */}
      <ApprovalsCountPoller clientCompanyRowId={clientCompanyRowId} refreshKey={refreshKey} />
      <ButtonLink
        to="/documents"
        search={documentsSearch(clientCompanyRowId, {
          view: "WORKFLOW_VIEW",
          isApproved: false,
          requestedApproverRowIds: [currentUserRowId],
          datePreset: "ALL",
        })}
        variant={isActive ? "light" : "subtle"}
        color={isActive ? undefined : "gray"}
        px={10}
        leftSection={<IconChecklist size={18} />}
        rightSection={
          count > 0 ? (
            <Group gap={0} wrap="nowrap">
              {/* A word break between the label and the count, so the visible text is part of the
                  link's name (WCAG 2.5.3). */}{" "}
              <Badge size="sm" circle={count < 10} color="red" aria-hidden>
                {badge}
              </Badge>
            </Group>
          ) : undefined
        }
        aria-current={isActive ? "page" : undefined}
        aria-label={count > 0 ? t("shell.nav.approvalsWithCount", { count, badge }) : undefined}
      >
        {t("shell.nav.approvals")}
      </ButtonLink>
    </>
  );
}
