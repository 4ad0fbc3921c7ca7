import { ActionIcon, type ActionIconProps, Badge, Box, Button, Group, Text, Title, Tooltip } from "@mantine/core";
import { IconArrowLeft, IconChevronLeft, IconChevronRight, IconDownload } from "@tabler/icons-react";
import { createLink } from "@tanstack/react-router";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentActionBar_document$key } from "../../../__generated__/DocumentActionBar_document.graphql.ts";
import type { DocumentsListNeighbours } from "../../documents/index.ts";
import { DocumentActionsMenu } from "../../document-actions/index.ts";
import { DocumentRelationsInfo } from "../../document-actions/index.ts";
import { DocumentShareButton } from "../../document-actions/index.ts";
import { DuplicateInvoicesButton } from "../../document-actions/index.ts";
import { UpdateFileButton } from "../../document-versions/index.ts";
import { DocumentStateBadges } from "../../documents/index.ts";
import { todayIsoDate } from "../../../lib/calendarDate.ts";
import { isPlainLeftClick, sourceFileDownloadUrl } from "../lib/documentLinks.ts";
import type { DocumentDetailsSearch } from "../lib/documentDetailsSearch.ts";
import { KeyboardShortcutsPopover } from "./KeyboardShortcutsPopover.tsx";
import { formatCount } from "../../../lib/format.ts";

const ActionIconLink = createLink(
  (props: ActionIconProps & Omit<ComponentPropsWithRef<"a">, keyof ActionIconProps>) => (
    <ActionIcon component="a" {...props} />
  ),
);

export interface DocumentActionBarProps {
  document: DocumentActionBar_document$key;
  /** The list the person came from (null: opened from elsewhere). */
  neighbours: DocumentsListNeighbours | null;
  listHref: string;
  onOpenList: () => void;
  /** Kept when moving to the previous or next document. */
  search: DocumentDetailsSearch;
}

/** The bar above the page: back to the list, previous/next in the list, what the document is,
 * possible duplicates, sharing, the download of the original file, archive and delete; below
 * it, the document's recurrence and origin when it has any. */
export function DocumentActionBar({
  document: documentKey,
  neighbours,
  listHref,
  onOpenList,
  search,
}: DocumentActionBarProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment DocumentActionBar_document on Document {
        rowId
        clientCompanyRowId
        derivedTitle
        type
        sourceFile {
          rowId
          name
        }
        ...DocumentStateBadges_document
        ...DuplicateInvoicesButton_document
        ...DocumentShareButton_document
        ...DocumentActionsMenu_document
        ...UpdateFileButton_document
        ...DocumentRelationsInfo_document
      }
    `,
    documentKey,
  );
  const neighbourSearch = { ...search, clientCompanyRowId: document.clientCompanyRowId };
  const typeLabel =
    document.type === "%future added value" ? document.type : t(`documents.documentTypes.${document.type}`);
  const count = { format: (value: number) => formatCount(value, i18n.language) };

  return (
    <>
      <Group
        justify="space-between"
        gap="sm"
        px={{ base: "sm", sm: "md" }}
        py="xs"
        bg="white"
        wrap="nowrap"
        style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
      >
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <Tooltip label={t("documentDetails.actionBar.backHint")} withArrow>
            <Button
              component="a"
              href={listHref}
              onClick={(event) => {
                if (!isPlainLeftClick(event)) return;
                event.preventDefault();
                onOpenList();
              }}
              variant="subtle"
              color="gray"
              px="xs"
              leftSection={<IconArrowLeft size={18} />}
              aria-label={t("documentDetails.actionBar.back")}
              style={{ flexShrink: 0 }}
            >
              <Box component="span" visibleFrom="sm">
                {t("documentDetails.actionBar.back")}
              </Box>
            </Button>
          </Tooltip>
          {neighbours ? (
            <Group gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
              <NeighbourButton
                label={t("documentDetails.actionBar.previous")}
                documentRowId={neighbours.previousRowId}
                search={neighbourSearch}
                icon={<IconChevronLeft size={16} />}
              />
              <Text
                fz="sm"
                c="dimmed"
                px={6}
                style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}
                aria-label={t("documentDetails.actionBar.positionLabel", {
                  position: count.format(neighbours.position),
                  count: neighbours.totalCount,
                  total: count.format(neighbours.totalCount),
                })}
              >
                {t("documentDetails.actionBar.position", {
                  position: count.format(neighbours.position),
                  total: count.format(neighbours.totalCount),
                })}
              </Text>
              <NeighbourButton
                label={t("documentDetails.actionBar.next")}
                documentRowId={neighbours.nextRowId}
                search={neighbourSearch}
                icon={<IconChevronRight size={16} />}
              />
            </Group>
          ) : null}
          <Box style={{ minWidth: 0 }} ml={4}>
            <Title
              order={1}
              size="h4"
              lh={1.3}
              title={document.derivedTitle ?? undefined}
              style={{ whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" }}
            >
              {document.derivedTitle || t("documents.untitled")}
            </Title>
            <Group gap={4} mt={2} wrap="nowrap" style={{ overflow: "hidden" }}>
              <Badge size="xs" radius="sm" variant="outline" color="gray" tt="none" fw={500} style={{ flexShrink: 0 }}>
                {typeLabel}
              </Badge>
              <DocumentStateBadges document={document} today={todayIsoDate()} isSingleLine />
            </Group>
          </Box>
        </Group>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <DuplicateInvoicesButton document={document} />
          <DocumentShareButton document={document} />
          {document.sourceFile ? (
            <Tooltip label={t("documentDetails.download.hint", { name: document.sourceFile.name })} withArrow>
              <Button
                component="a"
                href={sourceFileDownloadUrl(document.sourceFile.rowId)}
                download={document.sourceFile.name}
                variant="default"
                leftSection={<IconDownload size={16} />}
                aria-label={t("documentDetails.download.label")}
              >
                <Box component="span" visibleFrom="md">
                  {t("documentDetails.download.label")}
                </Box>
              </Button>
            </Tooltip>
          ) : null}
          <UpdateFileButton document={document} />
          <DocumentActionsMenu document={document} onDeleted={onOpenList} />
          <KeyboardShortcutsPopover />
        </Group>
      </Group>
      <DocumentRelationsInfo document={document} />
    </>
  );
}

interface NeighbourButtonProps {
  label: string;
  documentRowId: string | null;
  search: DocumentDetailsSearch;
  icon: ReactNode;
}

/** Previous or next document: a link, or a disabled button at either end of the list. */
function NeighbourButton({ label, documentRowId, search, icon }: NeighbourButtonProps) {
  return (
    <Tooltip label={label} withArrow>
      {documentRowId ? (
        <ActionIconLink
          to="/documents/$documentRowId"
          params={{ documentRowId }}
          search={search}
          variant="default"
          aria-label={label}
        >
          {icon}
        </ActionIconLink>
      ) : (
        <ActionIcon variant="default" aria-label={label} disabled>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
