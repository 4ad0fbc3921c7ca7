import { Badge, Button, Group } from "@mantine/core";
import { IconChevronDown, IconFileInvoice } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

import { graphql, useFragment } from "react-relay";
import type { DocumentsMenu_clientCompany$key } from "../__generated__/DocumentsMenu_clientCompany.graphql.ts";
import { formatBadgeCount } from "../lib/badgeCount.ts";
import { lazyPart } from "../ui/lazyPart.tsx";
import { createLazyPopup } from "../ui/lazyPopup.tsx";

// The menu itself (Mantine's Menu and its items) loads on first use.
const DocumentsMenuPopup = createLazyPopup("menu", () =>
  import("./DocumentsMenuPopup.tsx").then((module) => module.DocumentsMenuPopup),
);

// The live updates (`reviewGroupCreated`) start once their code is in, beside the first screen.
const ReviewGroupCreatedListener = lazyPart(() =>
  import("./ReviewGroupCreatedListener.tsx").then((module) => module.ReviewGroupCreatedListener),
);

export interface DocumentsMenuProps {
  clientCompany: DocumentsMenu_clientCompany$key;
  isActive: boolean;
}

/** Documents views and the review inbox (spec §2.5), live through `reviewGroupCreated`, which
 * also fires when a document arrives in an existing group: the store then updates that group
 * in place (its count), and only a group not yet listed gets a new edge. */
export function DocumentsMenu(props: DocumentsMenuProps) {
  const { t } = useTranslation();
  const company = useFragment(
    graphql`
      fragment DocumentsMenu_clientCompany on ClientCompany {
        rowId
        reviewGroups(first: 50, orderBy: [CREATED_AT_DESC]) @connection(key: "DocumentsMenu_reviewGroups") {
          __id
          edges {
            node {
              lockedForCurrentUser
              documentCount
              ...DocumentsMenuPopup_reviewGroups
            }
          }
        }
      }
    `,
    props.clientCompany,
  );
  const connectionId = company.reviewGroups.__id;
  const clientCompanyRowId = company.rowId;

  // Groups without documents are uploads still in processing: not for review yet.
  const groups = company.reviewGroups.edges.map((edge) => edge.node).filter((group) => (group.documentCount ?? 0) > 0);
  const unlockedCount = groups.filter((group) => !group.lockedForCurrentUser).length;

  return (
    <>
      <ReviewGroupCreatedListener clientCompanyRowId={clientCompanyRowId} connectionId={connectionId} />
      <DocumentsMenuPopup
        reviewGroups={groups}
        unlockedCount={unlockedCount}
        clientCompanyRowId={clientCompanyRowId}
        trigger={
          <Button
            variant={props.isActive ? "light" : "subtle"}
            color={props.isActive ? undefined : "gray"}
            px={10}
            leftSection={<IconFileInvoice size={18} />}
            rightSection={
              <Group gap={6} wrap="nowrap">
                {/* A word break between "Belege" and the count, so the visible text "Belege 2"
                  is part of the button's name (WCAG 2.5.3). */}{" "}
                {unlockedCount > 0 ? (
                  <Badge size="sm" circle={unlockedCount < 10} color="red" aria-hidden>
                    {formatBadgeCount(unlockedCount)}
                  </Badge>
                ) : null}
                <IconChevronDown size={14} />
              </Group>
            }
            aria-label={
              unlockedCount > 0
                ? t("shell.documentsMenu.labelWithInbox", {
                    count: unlockedCount,
                    badge: formatBadgeCount(unlockedCount),
                  })
                : undefined
            }
          >
            {t("shell.documentsMenu.title")}
          </Button>
        }
      />
    </>
  );
}
