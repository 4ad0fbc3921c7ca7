import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { ClientBlockGate_clientCompany$key } from "../__generated__/ClientBlockGate_clientCompany.graphql.ts";
import type { ClientBlockGate_currentUser$key } from "../__generated__/ClientBlockGate_currentUser.graphql.ts";
import { lazyPart } from "../ui/lazyPart.tsx";

// Most companies are not blocked: the blocked-client screen and the block banner load when
// one is.
const BlockedClientPage = lazyPart(() => import("./BlockedClientPage.tsx").then((module) => module.BlockedClientPage));
const ClientBlockBanner = lazyPart(() => import("./ClientBlockBanner.tsx").then((module) => module.ClientBlockBanner));

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
  return props.children(
    <ClientBlockBanner isActive={isActive} companyName={companyName} startsAt={startsAt} reason={block.reason} />,
  );
}
