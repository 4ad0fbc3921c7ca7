import { INTEGRATION_PROVIDER_IDS, type IntegrationProvider } from "../lib/integrations/integrationProviders.ts";
import { Group, Menu, Text } from "@mantine/core";
import { IconLayoutGrid, IconList, IconLock, IconLockOpen, IconReceiptEuro, IconUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";

import type { DocumentsMenuPopup_reviewGroups$key } from "../__generated__/DocumentsMenuPopup_reviewGroups.graphql.ts";

import { formatDateTime } from "../lib/calendarDate.ts";
import type { LazyPopupProps } from "../ui/lazyPopup.tsx";
import { documentsSearch, OPEN_ITEMS_PARAMS } from "./documentsSearch.ts";
import { MenuItemLink } from "./menuLinks.tsx";

export interface DocumentsMenuPopupProps extends LazyPopupProps {
  /** The review groups with documents, newest first. */
  reviewGroups: DocumentsMenuPopup_reviewGroups$key;
  unlockedCount: number;
  clientCompanyRowId: string;
}

/** The documents menu's pop-up (loaded on first use, see DocumentsMenu). */
export function DocumentsMenuPopup({
  reviewGroups,
  unlockedCount,
  clientCompanyRowId,
  target,
  defaultOpened,
}: DocumentsMenuPopupProps) {
  const { t, i18n } = useTranslation();
  const groups = useFragment(
    graphql`
      fragment DocumentsMenuPopup_reviewGroups on ReviewGroup @relay(plural: true) {
        rowId
        createdAt
        lockedForCurrentUser
        documentCount
        origin
        sourceEmailSender
        integrationProvider
        createdBy {
          fullName
        }
      }
    `,
    reviewGroups,
  );
  const search = (params: Parameters<typeof documentsSearch>[1]) => documentsSearch(clientCompanyRowId, params);
  return (
    <Menu position="bottom-start" width={340} shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
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
                  {group.origin === "EMAIL"
                    ? t("arrivedByEmail.inboxGroup", {
                        sender: group.sourceEmailSender ?? t("shell.documentsMenu.unknownCreator"),
                        count: group.documentCount ?? 0,
                      })
                    : group.origin === "INTEGRATION" && isKnownProvider(group.integrationProvider)
                      ? t("inbox.importedFrom", {
                          provider: t(`inbox.providers.${group.integrationProvider}`),
                          count: group.documentCount ?? 0,
                        })
                      : t("inbox.createdBy", { name: creator, count: group.documentCount ?? 0 })}
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

/** A provider this client knows a name for (a newer server may know more: those read as "created by"). */
function isKnownProvider(provider: string | null | undefined): provider is IntegrationProvider {
  return (INTEGRATION_PROVIDER_IDS as readonly (string | null | undefined)[]).includes(provider);
}
