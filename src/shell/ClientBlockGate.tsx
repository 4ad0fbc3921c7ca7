import { Alert, Text } from "@mantine/core";
import { IconAlertTriangle, IconLock } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ClientBlockGate_clientCompany$key } from "../__generated__/ClientBlockGate_clientCompany.graphql.ts";
import type { ClientBlockGate_currentUser$key } from "../__generated__/ClientBlockGate_currentUser.graphql.ts";
import { formatRelativeTime } from "../lib/relativeTime.ts";
import { BlockedClientPage } from "./BlockedClientPage.tsx";
import { formatDateTimeLong } from "../lib/calendarDate.ts";

export interface ClientBlockGateProps {
  clientCompany: ClientBlockGate_clientCompany$key;
  currentUser: ClientBlockGate_currentUser$key;
  /** Renders the normal frame; `banner` goes above the page. */
  children: (banner: ReactNode) => ReactNode;
}

/** The company block (spec §4): an active block replaces everything by the blocked-client
 * screen, except for super admins and verifying accountants, who get a danger banner; a
 * scheduled block shows a warning with the time left. */
export function ClientBlockGate(props: ClientBlockGateProps) {
  const { t, i18n } = useTranslation();
  const company = useFragment(
    graphql`
      fragment ClientBlockGate_clientCompany on ClientCompany {
        rowId
        brandNameOrName
        currentUserHasVerifyingAccess
        clientCompanyBlock {
          startsAt
          reason
          active
        }
      }
    `,
    props.clientCompany,
  );
  const user = useFragment(
    graphql`
      fragment ClientBlockGate_currentUser on User {
        isSuperAdmin
        ...BlockedClientPage_currentUser
      }
    `,
    props.currentUser,
  );
  const now = useNow(60_000);
  const block = company.clientCompanyBlock;
  const companyName = company.brandNameOrName ?? "";

  if (!block) return props.children(null);
  const startsAt = new Date(block.startsAt);
  const isActive = block.active === true;
  const isExempt = user.isSuperAdmin === true || company.currentUserHasVerifyingAccess === true;

  if (isActive && !isExempt) {
    return (
      <BlockedClientPage
        currentUser={user}
        clientCompanyRowId={company.rowId}
        companyName={companyName}
        startsAt={startsAt}
        reason={block.reason}
      />
    );
  }
  const dateTime = formatDateTimeLong(startsAt, i18n.language);
  const banner = (
    <Alert
      role={isActive ? "alert" : "status"}
      radius={0}
      py={10}
      color={isActive ? "red" : "yellow"}
      variant={isActive ? "filled" : "light"}
      icon={isActive ? <IconLock size={18} /> : <IconAlertTriangle size={18} />}
    >
      <Text fz="sm" fw={600}>
        {isActive
          ? t("shell.block.activeBanner", { company: companyName, date: dateTime })
          : t("shell.block.scheduledBanner", {
              company: companyName,
              timeLeft: formatRelativeTime(startsAt, now, i18n.language),
              date: dateTime,
            })}
      </Text>
      {block.reason ? (
        <Text fz="sm" mt={2}>
          {t("shell.block.reason", { reason: block.reason })}
        </Text>
      ) : null}
    </Alert>
  );
  return props.children(banner);
}

/** The current time, refreshed every `intervalMs` (for "blocked in 3 minutes"). */
function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
