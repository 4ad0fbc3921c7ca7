import { Badge, Button, Group } from "@mantine/core";
import { IconChevronDown, IconFileInvoice } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import { graphql, useFragment, useSubscription } from "react-relay";
import { ConnectionHandler, type GraphQLSubscriptionConfig } from "relay-runtime";
import type { DocumentsMenu_clientCompany$key } from "../__generated__/DocumentsMenu_clientCompany.graphql.ts";
import type { DocumentsMenuReviewGroupCreatedSubscription } from "../__generated__/DocumentsMenuReviewGroupCreatedSubscription.graphql.ts";
import { formatBadgeCount } from "../lib/badgeCount.ts";
import { createLazyPopup } from "../ui/lazyPopup.tsx";

// The menu itself (Mantine's Menu and its items) loads on first use.
const DocumentsMenuPopup = createLazyPopup("menu", () =>
  import("./DocumentsMenuPopup.tsx").then((module) => module.DocumentsMenuPopup),
);

const reviewGroupCreatedSubscription = graphql`
  subscription DocumentsMenuReviewGroupCreatedSubscription($clientCompanyRowId: UUID!) {
    reviewGroupCreated(clientCompanyRowId: $clientCompanyRowId) {
      reviewGroup {
        id
        rowId
        createdAt
        lockedForCurrentUser
        documentCount
        createdBy {
          fullName
        }
      }
    }
  }
`;

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

  const subscriptionConfig = useMemo(
    (): GraphQLSubscriptionConfig<DocumentsMenuReviewGroupCreatedSubscription> => ({
      subscription: reviewGroupCreatedSubscription,
      variables: { clientCompanyRowId },
      updater: (store) => {
        const group = store.getRootField("reviewGroupCreated")?.getLinkedRecord("reviewGroup");
        const connection = store.get(connectionId);
        if (!group || !connection) return;
        const edges = connection.getLinkedRecords("edges") ?? [];
        if (edges.some((edge) => edge?.getLinkedRecord("node")?.getDataID() === group.getDataID())) return;
        const edge = ConnectionHandler.createEdge(store, connection, group, "ReviewGroupEdge");
        ConnectionHandler.insertEdgeBefore(connection, edge);
      },
    }),
    [clientCompanyRowId, connectionId],
  );
  useSubscription(subscriptionConfig);

  // Groups without documents are uploads still in processing: not for review yet.
  const groups = company.reviewGroups.edges.map((edge) => edge.node).filter((group) => (group.documentCount ?? 0) > 0);
  const unlockedCount = groups.filter((group) => !group.lockedForCurrentUser).length;

  return (
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
  );
}
