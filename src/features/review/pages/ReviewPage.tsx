import { ActionIcon, Box, Button, Container, EmptyState, Group, ScrollArea, Text, Title, Tooltip } from "@mantine/core";
import {
  IconArrowLeft,
  IconChevronDown,
  IconChevronUp,
  IconInbox,
  IconLock,
  IconMapQuestion,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { ReviewPageQuery } from "../../../__generated__/ReviewPageQuery.graphql.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { CenteredMessage } from "../../../ui/CenteredMessage.tsx";
import { ReviewDocumentListItem } from "../components/ReviewDocumentListItem.tsx";
import { ReviewDocumentPanel } from "../components/ReviewDocumentPanel.tsx";
import { formatDateTime } from "../../../lib/format.ts";

export const reviewPageQuery = graphql`
  query ReviewPageQuery($reviewGroupRowId: UUID!) @preloadable {
    reviewGroup(rowId: $reviewGroupRowId) {
      rowId
      createdAt
      documentCount
      origin
      sourceEmailSender
      createdBy {
        fullName
      }
      clientCompany {
        currentUserHasDocumentsManageAccess
      }
      documents(orderBy: [IMPORT_DATE_ASC], first: 100) {
        nodes {
          rowId
          ...ReviewDocumentListItem_document
          ...ReviewDocumentPanel_document
        }
      }
    }
  }
`;

const NO_DOCUMENTS: readonly never[] = [];

export interface ReviewPageProps {
  queryRef: PreloadedQuery<ReviewPageQuery>;
  /** The document shown (from the URL); the first one when missing or not in the group. */
  selectedDocumentRowId: string | undefined;
  onSelectDocument: (documentRowId: string) => void;
  clientCompanyRowId: string | undefined;
}

/** A review group's documents one after the other: list, pages, captured details. */
export function ReviewPage({ queryRef, selectedDocumentRowId, onSelectDocument, clientCompanyRowId }: ReviewPageProps) {
  const { t, i18n } = useTranslation();
  usePageTitle(t("review.pageTitle"));
  const { reviewGroup } = usePreloadedQuery<ReviewPageQuery>(reviewPageQuery, queryRef);
  const documents = reviewGroup?.documents.nodes ?? NO_DOCUMENTS;
  const index = Math.max(
    0,
    documents.findIndex((document) => document.rowId === selectedDocumentRowId),
  );
  const selected = documents[index];
  const selectedRowId = selected?.rowId;
  const listRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef(new Map<string, HTMLButtonElement>());

  const selectAt = useCallback(
    (nextIndex: number, shouldFocus: boolean) => {
      const next = documents[Math.min(documents.length - 1, Math.max(0, nextIndex))];
      if (!next) return;
      onSelectDocument(next.rowId);
      if (shouldFocus) itemRefs.current.get(next.rowId)?.focus({ preventScroll: true });
    },
    [documents, onSelectDocument],
  );

  // ↑/↓ in the list, J/K anywhere outside text fields; Home/End in the list.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.closest("input, textarea, select, [contenteditable='true'], [role='menu'], [role='dialog']")) return;
      const isInList = Boolean(target && listRef.current?.contains(target)) || target === document.body;
      const key = event.key.toLowerCase();
      const delta =
        key === "j" || (isInList && key === "arrowdown") ? 1 : key === "k" || (isInList && key === "arrowup") ? -1 : 0;
      if (delta !== 0) selectAt(index + delta, isInList);
      else if (isInList && key === "home") selectAt(0, true);
      else if (isInList && key === "end") selectAt(documents.length - 1, true);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [index, documents.length, selectAt]);

  useEffect(() => {
    if (selectedRowId) itemRefs.current.get(selectedRowId)?.scrollIntoView({ block: "nearest" });
  }, [selectedRowId]);

  if (!reviewGroup) {
    return (
      <CenteredMessage
        color="gray"
        icon={<IconMapQuestion size={36} stroke={1.6} />}
        title={t("review.notFound.title")}
        description={t("review.notFound.description")}
        actions={<BackHome />}
      />
    );
  }
  if (reviewGroup.clientCompany?.currentUserHasDocumentsManageAccess === false) {
    return (
      <CenteredMessage
        color="gray"
        icon={<IconLock size={36} stroke={1.6} />}
        title={t("review.forbidden.title")}
        description={t("review.forbidden.description")}
        actions={<BackHome />}
      />
    );
  }

  const creator = reviewGroup.createdBy?.fullName ?? t("review.unknownCreator");
  return (
    <Box
      display="flex"
      h="calc(100dvh - var(--app-shell-header-height, 0px))"
      style={{ flexDirection: "column", minHeight: 480 }}
    >
      <Group
        justify="space-between"
        px="lg"
        py="sm"
        bg="white"
        wrap="nowrap"
        style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
      >
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Title order={1} size="h3" style={{ whiteSpace: "nowrap" }}>
            {t("review.title")}
          </Title>
          <Text fz="sm" c="dimmed" truncate="end">
            {reviewGroup.origin === "EMAIL"
              ? `${t("arrivedByEmail.from", { sender: reviewGroup.sourceEmailSender ?? creator })} · ${formatDateTime(reviewGroup.createdAt, i18n.language)}`
              : t("review.meta", { name: creator, date: formatDateTime(reviewGroup.createdAt, i18n.language) })}
            {" · "}
            {t("review.documentCount", { count: reviewGroup.documentCount ?? documents.length })}
          </Text>
        </Group>
        {documents.length > 0 ? (
          <Group gap="xs" wrap="nowrap">
            <Text fz="sm" c="dimmed" style={{ whiteSpace: "nowrap" }} aria-live="polite">
              {t("review.position", { index: index + 1, count: documents.length })}
            </Text>
            <Tooltip label={t("review.previousHint")} withArrow>
              <ActionIcon
                variant="default"
                onClick={() => selectAt(index - 1, false)}
                disabled={index === 0}
                aria-label={t("review.previous")}
              >
                <IconChevronUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t("review.nextHint")} withArrow>
              <ActionIcon
                variant="default"
                onClick={() => selectAt(index + 1, false)}
                disabled={index >= documents.length - 1}
                aria-label={t("review.next")}
              >
                <IconChevronDown size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Group>

      {!selected ? (
        <Container size={560} py={{ base: 48, sm: 80 }}>
          <EmptyState size="lg" variant="light" color="gray" icon={<IconInbox size={36} stroke={1.6} />}>
            <EmptyState.Title order={2}>{t("review.empty.title")}</EmptyState.Title>
            <EmptyState.Description>{t("review.empty.description")}</EmptyState.Description>
          </EmptyState>
        </Container>
      ) : (
        <Box display="flex" style={{ flex: 1, minHeight: 0 }}>
          <ScrollArea
            w={{ base: 280, xl: 320 }}
            bg="white"
            type="auto"
            style={{ flexShrink: 0, borderRight: "1px solid var(--mantine-color-gray-3)" }}
          >
            <div ref={listRef} role="listbox" aria-label={t("review.listLabel")} title={t("review.keyboardHint")}>
              {documents.map((document, position) => (
                <ReviewDocumentListItem
                  key={document.rowId}
                  ref={(element) => {
                    if (element) itemRefs.current.set(document.rowId, element);
                    else itemRefs.current.delete(document.rowId);
                  }}
                  document={document}
                  isSelected={position === index}
                  onSelect={() => selectAt(position, true)}
                />
              ))}
            </div>
          </ScrollArea>
          <ReviewDocumentPanel key={selectedRowId} document={selected} clientCompanyRowId={clientCompanyRowId} />
        </Box>
      )}
    </Box>
  );
}

function BackHome() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} />}>
      {t("notFound.backHome")}
    </Button>
  );
}
