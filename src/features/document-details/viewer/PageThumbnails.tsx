import { Badge, Box, ScrollArea, Stack, Text, UnstyledButton } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { PageThumbnails_pages$key } from "../../../__generated__/PageThumbnails_pages.graphql.ts";
import { PageImage } from "./PageImage.tsx";
import { isAttachmentPage } from "./zoom.ts";

export interface PageThumbnailsProps {
  pages: PageThumbnails_pages$key;
  numAttachPages: number;
  currentIndex: number;
  onSelect: (index: number) => void;
}

/** A strip of page thumbnails beside the pages (hidden on narrow screens): the page in view is
 * marked, a click jumps to a page, attachments are labelled. */
export function PageThumbnails({ pages: pagesKey, numAttachPages, currentIndex, onSelect }: PageThumbnailsProps) {
  const { t } = useTranslation();
  const pages = useFragment(
    graphql`
      fragment PageThumbnails_pages on DocumentPage @relay(plural: true) {
        rowId
        pageNo
        thumbnailUrl
        thumbWidth
        thumbHeight
      }
    `,
    pagesKey,
  );
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => {
    itemRefs.current[currentIndex]?.scrollIntoView({ block: "nearest" });
  }, [currentIndex]);
  return (
    <ScrollArea
      w={104}
      visibleFrom="sm"
      bg="gray.0"
      type="auto"
      style={{ flexShrink: 0, borderRight: "1px solid var(--mantine-color-gray-3)" }}
    >
      <Stack gap="sm" p="xs" component="nav" aria-label={t("documentDetails.viewer.thumbnails")}>
        {pages.map((page, index) => {
          const isCurrent = index === currentIndex;
          const isAttachment = isAttachmentPage(page.pageNo, pages.length, numAttachPages);
          return (
            <UnstyledButton
              key={page.rowId}
              ref={(element: HTMLButtonElement | null) => {
                itemRefs.current[index] = element;
              }}
              onClick={() => onSelect(index)}
              aria-current={isCurrent ? "page" : undefined}
              aria-label={
                isAttachment
                  ? t("documentDetails.viewer.goToAttachmentPage", { pageNo: page.pageNo })
                  : t("documentDetails.viewer.goToPage", { pageNo: page.pageNo })
              }
              style={{ display: "block", borderRadius: 4 }}
            >
              <Box
                bg="white"
                style={{
                  lineHeight: 0,
                  overflow: "hidden",
                  borderRadius: 2,
                  outline: isCurrent
                    ? "2px solid var(--mantine-primary-color-filled)"
                    : "1px solid var(--mantine-color-gray-3)",
                  outlineOffset: isCurrent ? 1 : 0,
                }}
              >
                <PageImage src={page.thumbnailUrl} width={page.thumbWidth} height={page.thumbHeight} alt="" />
              </Box>
              <Text component="span" display="block" ta="center" fz={11} mt={4} c={isCurrent ? undefined : "dimmed"}>
                {page.pageNo}
              </Text>
              {isAttachment ? (
                <Badge display="flex" mx="auto" size="xs" color="grape" variant="light" radius="sm" tt="none">
                  {t("documentDetails.viewer.attachment")}
                </Badge>
              ) : null}
            </UnstyledButton>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
