import { Badge, Button, Group, Menu, Text } from "@mantine/core";
import {
  IconChevronDown,
  IconFileInvoice,
  IconLayoutGrid,
  IconList,
  IconLock,
  IconLockOpen,
  IconReceiptEuro,
  IconUpload,
} from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import { graphql, useFragment, useSubscription } from "react-relay";
import { ConnectionHandler, type GraphQLSubscriptionConfig } from "relay-runtime";
import type { DocumentsMenu_clientCompany$key } from "../__generated__/DocumentsMenu_clientCompany.graphql.ts";
import type { DocumentsMenuReviewGroupCreatedSubscription } from "../__generated__/DocumentsMenuReviewGroupCreatedSubscription.graphql.ts";
import { formatBadgeCount } from "../lib/badgeCount.ts";
import { documentsSearch, OPEN_ITEMS_PARAMS } from "./documentsSearch.ts";
import { MenuItemLink } from "./links.tsx";
import { formatDateTime } from "../lib/calendarDate.ts";

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
  const { t, i18n } = useTranslation();
  const company = useFragment(
    graphql`
      fragment DocumentsMenu_clientCompany on ClientCompany {
        rowId
        reviewGroups(first: 50, orderBy: [CREATED_AT_DESC]) @connection(key: "DocumentsMenu_reviewGroups") {
          __id
          edges {
            node {
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
  const search = (params: Parameters<typeof documentsSearch>[1]) => documentsSearch(clientCompanyRowId, params);

  return (
    <Menu position="bottom-start" width={340} shadow="md" withinPortal>
      <Menu.Target>
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
      </Menu.Target>
      <Menu.Dropdown>
        <MenuItemLink
          to="/documents"
          search={search({ view: "THUMB_VIEW" })}
          leftSection={<IconLayoutGrid size={16} />}
        >
          {t("shell.documentsMenu.thumbView")}
        </MenuItemLink>
        <MenuItemLink to="/documents" search={search({ view: "LIST_VIEW" })} leftSection={<IconList size={16} />}>
          {t("shell.documentsMenu.listView")}
        </MenuItemLink>
        <MenuItemLink to="/documents" search={search(OPEN_ITEMS_PARAMS)} leftSection={<IconReceiptEuro size={16} />}>
          {t("shell.documentsMenu.openItems")}
        </MenuItemLink>
        <MenuItemLink to="/upload" search={{ clientCompanyRowId }} leftSection={<IconUpload size={16} />}>
          {t("shell.documentsMenu.upload")}
        </MenuItemLink>
        <Menu.Divider />
        <Menu.Label>
          <Group justify="space-between">
            <span>{t("shell.documentsMenu.inbox")}</span>
            {unlockedCount > 0 ? (
              <Text span fz="xs" c="dimmed">
                {t("shell.documentsMenu.unlockedCount", { count: unlockedCount })}
              </Text>
            ) : null}
          </Group>
        </Menu.Label>
        {groups.length === 0 ? (
          <Text fz="sm" c="dimmed" px="sm" py={6}>
            {t("shell.documentsMenu.inboxEmpty")}
          </Text>
        ) : (
          groups.map((group) => {
            const creator = group.createdBy?.fullName ?? t("shell.documentsMenu.unknownCreator");
            const isLocked = group.lockedForCurrentUser === true;
            return (
              <MenuItemLink
                key={group.rowId}
                to="/review/$reviewGroupRowId"
                params={{ reviewGroupRowId: group.rowId }}
                search={{ clientCompanyRowId }}
                disabled={isLocked}
                leftSection={
                  isLocked ? (
                    <IconLock size={16} aria-label={t("shell.documentsMenu.locked")} />
                  ) : (
                    <IconLockOpen
                      size={16}
                      color="var(--mantine-color-teal-7)"
                      aria-label={t("shell.documentsMenu.unlocked")}
                    />
                  )
                }
              >
                <Text fz="sm" lh={1.3}>
                  {t("inbox.createdBy", { name: creator, count: group.documentCount ?? 0 })}
                </Text>
                <Text fz="xs" c="dimmed" lh={1.3}>
                  {formatDateTime(group.createdAt, i18n.language)}
                  {isLocked ? ` · ${t("shell.documentsMenu.lockedHint")}` : ""}
                </Text>
              </MenuItemLink>
            );
          })
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
