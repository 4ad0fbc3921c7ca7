import { ActionIcon, Box, Menu, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArchive, IconArchiveOff, IconDots, IconRepeat, IconTrash } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from "react-relay";
import type { DocumentActionsMenu_document$key } from "../../../__generated__/DocumentActionsMenu_document.graphql.ts";
import { deleteBlockerOf } from "../lib/deleteBlocker.ts";
import { documentActionErrorMessage } from "../lib/documentActionErrorMessage.ts";
import { useSetDocumentArchivedMutation } from "../mutations/useSetDocumentArchivedMutation.ts";
import { LazyDocumentRecurrenceDialog } from "../../document-recurrence/index.ts";
import { DeleteDocumentModal } from "./DeleteDocumentModal.tsx";

export interface DocumentActionsMenuProps {
  document: DocumentActionsMenu_document$key;
  /** After a deletion: back to the list the person came from. */
  onDeleted: () => void;
}

/** "More actions" of the document details bar for documents-manage users: set up or change the
 * recurrence of an invoice, archive or restore, and delete for good (disabled, with the reason,
 * where the database would refuse). */
export function DocumentActionsMenu({ document: documentKey, onDeleted }: DocumentActionsMenuProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const document = useFragment(
    graphql`
      fragment DocumentActionsMenu_document on Document {
        id
        rowId
        archived
        canCurrentUserDelete
        exportedForBookingAt
        hasDerivedDocuments
        type
        canCurrentUserChange
        recurrenceIndex
        hasActiveRecurrence
        invoice {
          creditMemo
        }
        supersededDocuments(first: 1) {
          totalCount
        }
        clientCompany {
          currentUserHasDocumentsManageAccess
          currentUserCanDeleteDocuments
          restrictDocumentDelete
        }
        ...DeleteDocumentModal_document
        # eslint-disable-next-line relay/must-colocate-fragment-spreads -- used by LazyDocumentRecurrenceDialog
        ...DocumentRecurrenceDialog_document
      }
    `,
    documentKey,
  );
  const [commitArchived, isArchiving] = useSetDocumentArchivedMutation();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [isRecurrenceOpen, setIsRecurrenceOpen] = useState(false);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // The deleted document leaves the store when this page unmounts (after the navigation
  // back to the list): removing it earlier would show "not found" in between.
  const deletedId = useRef<string | null>(null);
  useEffect(
    () => () => {
      const id = deletedId.current;
      if (id) commitLocalUpdate(environment, (store) => store.delete(id));
    },
    [environment],
  );

  const company = document.clientCompany;
  if (!company?.currentUserHasDocumentsManageAccess) return null;

  const blocker = deleteBlockerOf({
    canCurrentUserDelete: document.canCurrentUserDelete,
    hasDocumentsManageAccess: true,
    isDeleteRestricted: company.restrictDocumentDelete,
    canDeleteDocumentsInCompany: company.currentUserCanDeleteDocuments === true,
    isExportedForBooking: document.exportedForBookingAt !== null,
    hasDependentDocuments: document.hasDerivedDocuments || document.supersededDocuments.totalCount > 0,
  });

  // Invoices may recur (not credit memos, not the clones a recurrence made, not archived ones).
  const mayRecur =
    document.type !== "OTHER_DOCUMENT" &&
    document.invoice !== null &&
    document.invoice !== undefined &&
    !document.invoice.creditMemo &&
    document.recurrenceIndex == null &&
    document.canCurrentUserChange &&
    (!document.archived || document.hasActiveRecurrence);

  const setArchived = (archived: boolean) => {
    commitArchived({
      variables: { input: { documentRowId: document.rowId, archived } },
      onCompleted: () => {
        notifications.show({
          color: "teal",
          message: t(archived ? "documentActions.archive.archived" : "documentActions.archive.restored"),
        });
      },
      onError: (error) => {
        notifications.show({
          color: "red",
          title: t(archived ? "documentActions.archive.archiveFailed" : "documentActions.archive.restoreFailed"),
          message: documentActionErrorMessage(error, t),
        });
      },
    });
  };

  const deleteItem = (
    <Menu.Item
      color="red"
      leftSection={<IconTrash size={16} />}
      disabled={blocker !== null}
      onClick={() => setIsDeleteOpen(true)}
    >
      {t("documentActions.delete.menuItem")}
    </Menu.Item>
  );

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" width={240} opened={isMenuOpen} onChange={setIsMenuOpen}>
        <Tooltip label={t("documentActions.menu.label")} withArrow disabled={isMenuOpen}>
          <Menu.Target>
            <ActionIcon variant="default" size="input-sm" aria-label={t("documentActions.menu.label")}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
        </Tooltip>
        <Menu.Dropdown>
          {mayRecur ? (
            <>
              <Menu.Item leftSection={<IconRepeat size={16} />} onClick={() => setIsRecurrenceOpen(true)}>
                {t(
                  document.hasActiveRecurrence
                    ? "documentActions.recurrence.menuEdit"
                    : "documentActions.recurrence.menuCreate",
                )}
              </Menu.Item>
              <Menu.Divider />
            </>
          ) : null}
          {document.archived ? (
            <Menu.Item
              leftSection={<IconArchiveOff size={16} />}
              disabled={isArchiving}
              onClick={() => setArchived(false)}
            >
              {t("documentActions.archive.restore")}
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconArchive size={16} />} disabled={isArchiving} onClick={() => setArchived(true)}>
              {t("documentActions.archive.archive")}
            </Menu.Item>
          )}
          <Menu.Divider />
          {blocker ? (
            // A disabled item gets no pointer events: the tooltip sits on a wrapper.
            <Tooltip label={t(`documentActions.delete.blocked.${blocker}`)} multiline w={260} position="left" withArrow>
              <Box>{deleteItem}</Box>
            </Tooltip>
          ) : (
            deleteItem
          )}
        </Menu.Dropdown>
      </Menu>
      {mayRecur && isRecurrenceOpen ? (
        <LazyDocumentRecurrenceDialog document={document} onClose={() => setIsRecurrenceOpen(false)} />
      ) : null}
      <DeleteDocumentModal
        document={document}
        opened={isDeleteOpen}
        onClose={() => setIsDeleteOpen(false)}
        onDeleted={() => {
          deletedId.current = document.id;
          setIsDeleteOpen(false);
          notifications.show({ color: "teal", message: t("documentActions.delete.deleted") });
          onDeleted();
        }}
      />
    </>
  );
}
