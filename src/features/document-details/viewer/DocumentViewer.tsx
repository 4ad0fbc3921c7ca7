import { Badge, Box, Button, Center, Paper, Stack, Text } from "@mantine/core";
import { IconDownload, IconFileOff } from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentViewer_document$key } from "../../../__generated__/DocumentViewer_document.graphql.ts";
import type { FieldEvidence } from "../../../lib/fieldEvidence.ts";
import { EvidenceHighlight, scrollIntoContainer } from "../../../ui/EvidenceHighlight.tsx";
import { sourceFileDownloadUrl } from "../lib/documentLinks.ts";
import { shortcutActionOf } from "../lib/shortcuts.ts";
import { PageImage } from "./PageImage.tsx";
import { PageThumbnails } from "./PageThumbnails.tsx";
import { ViewerToolbar } from "./ViewerToolbar.tsx";
import { FIT_WIDTH_ZOOM, isAttachmentPage, steppedZoom } from "./zoom.ts";

export interface DocumentViewerProps {
  document: DocumentViewer_document$key;
  /** Where the value of the field a person looks at was read: scrolled to and marked on its page. */
  highlight?: FieldEvidence | null;
}

/** The document's pages: stacked and scrolled, fit to the width by default, zoomable, with a
 * thumbnail strip to jump to a page. The last `numAttachPages` pages are marked as attachments. */
export function DocumentViewer({ document: documentKey, highlight = null }: DocumentViewerProps) {
  const { t } = useTranslation();
  const document = useFragment(
    graphql`
      fragment DocumentViewer_document on Document {
        numAttachPages
        sourceFile {
          rowId
          name
        }
        pageImages(orderBy: [PAGE_NO_ASC]) {
          nodes {
            rowId
            pageNo
            imageUrl
            width
            height
            ...PageThumbnails_pages
          }
        }
      }
    `,
    documentKey,
  );
  const pages = document.pageImages.nodes;
  const pageCount = pages.length;
  const [zoom, setZoom] = useState(FIT_WIDTH_ZOOM);
  const [currentIndex, setCurrentIndex] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const pageRefs = useRef<(HTMLDivElement | null)[]>([]);

  const goToPage = useCallback(
    (index: number) => {
      const target = Math.min(pageCount - 1, Math.max(0, index));
      if (target < 0) return;
      setCurrentIndex(target);
      pageRefs.current[target]?.scrollIntoView({ block: "start", behavior: "smooth" });
    },
    [pageCount],
  );

  // The page in view: the last one whose top has passed a third of the viewer's height.
  const frame = useRef(0);
  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const container = scrollRef.current;
      if (!container) return;
      const line = container.getBoundingClientRect().top + container.clientHeight / 3;
      let index = 0;
      pageRefs.current.forEach((element, i) => {
        if (element && element.getBoundingClientRect().top <= line) index = i;
      });
      setCurrentIndex(index);
    });
  }, []);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // The highlighted value is brought into view (within the viewer only, never the whole page).
  const highlightRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (highlight && highlightRef.current && scrollRef.current)
      scrollIntoContainer(highlightRef.current, scrollRef.current);
  }, [highlight]);

  useEffect(() => {
    if (pageCount === 0) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutActionOf(event);
      if (action === "zoomIn") setZoom((value) => steppedZoom(value, 1));
      else if (action === "zoomOut") setZoom((value) => steppedZoom(value, -1));
      else if (action === "zoomReset") setZoom(FIT_WIDTH_ZOOM);
      else if (action === "previousPage") goToPage(currentIndex - 1);
      else if (action === "nextPage") goToPage(currentIndex + 1);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [pageCount, currentIndex, goToPage]);

  if (pageCount === 0) {
    return (
      <Center h="100%" mih={280} p="xl">
        <Stack align="center" gap="sm" maw={360} ta="center">
          <IconFileOff size={44} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text fw={600}>{t("documentDetails.viewer.noPages.title")}</Text>
          <Text fz="sm" c="dimmed">
            {document.sourceFile
              ? t("documentDetails.viewer.noPages.withFile")
              : t("documentDetails.viewer.noPages.withoutFile")}
          </Text>
          {document.sourceFile ? (
            <Button
              component="a"
              href={sourceFileDownloadUrl(document.sourceFile.rowId)}
              download={document.sourceFile.name}
              variant="light"
              leftSection={<IconDownload size={16} />}
            >
              {t("documentDetails.download.label")}
            </Button>
          ) : null}
        </Stack>
      </Center>
    );
  }

  const isFitWidth = Math.abs(zoom - FIT_WIDTH_ZOOM) < 1e-9;
  return (
    <Box display="flex" h="100%" style={{ minHeight: 0 }}>
      {pageCount > 1 ? (
        <PageThumbnails
          pages={pages}
          numAttachPages={document.numAttachPages}
          currentIndex={currentIndex}
          onSelect={goToPage}
        />
      ) : null}
      <Box display="flex" style={{ flex: 1, minWidth: 0, flexDirection: "column" }}>
        <ViewerToolbar
          zoom={zoom}
          onZoomChange={setZoom}
          pageNo={currentIndex + 1}
          pageCount={pageCount}
          onPageChange={(pageNo) => goToPage(pageNo - 1)}
        />
        <Box
          ref={scrollRef}
          onScroll={onScroll}
          bg="gray.1"
          style={{ flex: 1, minHeight: 0, overflow: "auto" }}
          tabIndex={0}
          aria-label={t("documentDetails.viewer.label")}
        >
          <Stack
            gap="md"
            p="md"
            align={isFitWidth || zoom < FIT_WIDTH_ZOOM ? "center" : "flex-start"}
            role="list"
            style={{ width: zoom > FIT_WIDTH_ZOOM ? `${zoom * 100}%` : undefined }}
          >
            {pages.map((page, index) => {
              const isAttachment = isAttachmentPage(page.pageNo, pageCount, document.numAttachPages);
              return (
                <Paper
                  key={page.rowId}
                  ref={(element: HTMLDivElement | null) => {
                    pageRefs.current[index] = element;
                  }}
                  role="listitem"
                  aria-label={
                    isAttachment
                      ? t("documentDetails.viewer.attachmentPageLabel", { pageNo: page.pageNo, count: pageCount })
                      : t("documentDetails.viewer.pageLabel", { pageNo: page.pageNo, count: pageCount })
                  }
                  shadow="sm"
                  radius={2}
                  pos="relative"
                  w={zoom < FIT_WIDTH_ZOOM ? `${zoom * 100}%` : "100%"}
                  style={{ overflow: "hidden", lineHeight: 0, background: "white", scrollMarginTop: 12 }}
                >
                  {isAttachment ? (
                    <Badge pos="absolute" top={8} left={8} color="grape" variant="filled" radius="sm" tt="none">
                      {t("documentDetails.viewer.attachment")}
                    </Badge>
                  ) : null}
                  <PageImage
                    src={page.imageUrl}
                    width={page.width}
                    height={page.height}
                    alt={t("documentDetails.viewer.pageLabel", { pageNo: page.pageNo, count: pageCount })}
                  />
                  {highlight?.page === page.pageNo ? (
                    <EvidenceHighlight
                      ref={highlightRef}
                      evidence={highlight}
                      width={page.width}
                      height={page.height}
                    />
                  ) : null}
                </Paper>
              );
            })}
          </Stack>
        </Box>
      </Box>
    </Box>
  );
}
