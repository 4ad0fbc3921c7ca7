import { ActionIcon, Box, Center, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconFileOff, IconZoomIn, IconZoomOut } from "@tabler/icons-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentPageImages_pages$key } from "../../../__generated__/DocumentPageImages_pages.graphql.ts";
import { EvidenceHighlight, scrollIntoContainer } from "../../../ui/EvidenceHighlight.tsx";
import { PageImage } from "../../document-details/index.ts";
import type { FieldEvidence } from "../../../lib/fieldEvidence.ts";

export interface DocumentPageImagesProps {
  pages: DocumentPageImages_pages$key;
  /** Where the value of the field a person looks at was read: marked on its page and scrolled to. */
  highlight?: FieldEvidence | null;
  /** The element the pages scroll in (the mark is brought into view there, never the whole page). */
  scrollContainer?: RefObject<HTMLElement | null>;
}

/** Fit to the column (readable, up to 880 px) or zoomed to 1.6 times that. */
const FIT_MAX_WIDTH = 880;
const ZOOM_FACTOR = 1.6;

/** All pages of a document stacked, loaded as they come into view; width and height are
 * known beforehand, so nothing jumps while they load. */
export function DocumentPageImages({ pages: pagesKey, highlight = null, scrollContainer }: DocumentPageImagesProps) {
  const { t } = useTranslation();
  const [isZoomed, setIsZoomed] = useState(false);
  const highlightRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = scrollContainer?.current;
    if (highlight && highlightRef.current && container) scrollIntoContainer(highlightRef.current, container);
  }, [highlight, scrollContainer]);
  const pages = useFragment(
    graphql`
      fragment DocumentPageImages_pages on DocumentPage @relay(plural: true) {
        rowId
        pageNo
        imageUrl
        width
        height
      }
    `,
    pagesKey,
  );
  if (pages.length === 0) {
    return (
      <Center h="100%" p="xl">
        <Stack align="center" gap="xs" c="dimmed">
          <IconFileOff size={40} stroke={1.4} aria-hidden />
          <Text fz="sm">{t("review.pages.none")}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Box pos="relative">
      <Group justify="flex-end" px="md" py={8} pos="sticky" top={0} style={{ zIndex: 1, pointerEvents: "none" }}>
        <Tooltip label={isZoomed ? t("review.pages.zoomOut") : t("review.pages.zoomIn")} withArrow>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            onClick={() => setIsZoomed((zoomed) => !zoomed)}
            aria-label={isZoomed ? t("review.pages.zoomOut") : t("review.pages.zoomIn")}
            aria-pressed={isZoomed}
            style={{ pointerEvents: "auto", boxShadow: "var(--mantine-shadow-sm)" }}
          >
            {isZoomed ? <IconZoomOut size={18} /> : <IconZoomIn size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <Stack
        gap="lg"
        px="lg"
        pb="xl"
        mt={-36}
        align={isZoomed ? "flex-start" : "center"}
        w={isZoomed ? "max-content" : undefined}
        aria-label={t("review.pages.label")}
        role="list"
      >
        {pages.map((page) => (
          <Paper
            key={page.rowId}
            role="listitem"
            shadow="sm"
            radius={2}
            w={isZoomed ? FIT_MAX_WIDTH * ZOOM_FACTOR : "100%"}
            maw={isZoomed ? undefined : FIT_MAX_WIDTH}
            pos="relative"
            style={{ overflow: "hidden", lineHeight: 0, background: "white" }}
          >
            <PageImage
              src={page.imageUrl}
              width={page.width}
              height={page.height}
              alt={t("review.pages.imageAlt", { pageNo: page.pageNo, count: pages.length })}
            />
            {highlight?.page === page.pageNo ? (
              <EvidenceHighlight ref={highlightRef} evidence={highlight} width={page.width} height={page.height} />
            ) : null}
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
