import { ActionIcon, Group, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconArrowAutofitWidth, IconChevronDown, IconChevronUp, IconZoomIn, IconZoomOut } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { canZoomIn, canZoomOut, FIT_WIDTH_ZOOM, steppedZoom } from "./zoom.ts";
import { formatRatioPercent } from "../../../lib/format.ts";

export interface ViewerToolbarProps {
  zoom: number;
  onZoomChange: (zoom: number) => void;
  /** The page in view, from 1. */
  pageNo: number;
  pageCount: number;
  onPageChange: (pageNo: number) => void;
}

/** Page position and zoom of the viewer. */
export function ViewerToolbar({ zoom, onZoomChange, pageNo, pageCount, onPageChange }: ViewerToolbarProps) {
  const { t, i18n } = useTranslation();
  const isFitWidth = Math.abs(zoom - FIT_WIDTH_ZOOM) < 1e-9;
  const percent = formatRatioPercent(zoom, i18n.language);
  return (
    <Group
      justify="space-between"
      px="sm"
      py={6}
      bg="white"
      wrap="nowrap"
      style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
    >
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t("documentDetails.viewer.previousPage")} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onPageChange(pageNo - 1)}
            disabled={pageNo <= 1}
            aria-label={t("documentDetails.viewer.previousPage")}
          >
            <IconChevronUp size={16} />
          </ActionIcon>
        </Tooltip>
        <Text fz="sm" style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }} aria-live="polite">
          {t("documentDetails.viewer.position", { pageNo, count: pageCount })}
        </Text>
        <Tooltip label={t("documentDetails.viewer.nextPage")} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onPageChange(pageNo + 1)}
            disabled={pageNo >= pageCount}
            aria-label={t("documentDetails.viewer.nextPage")}
          >
            <IconChevronDown size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t("documentDetails.viewer.zoomOut")} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onZoomChange(steppedZoom(zoom, -1))}
            disabled={!canZoomOut(zoom)}
            aria-label={t("documentDetails.viewer.zoomOut")}
          >
            <IconZoomOut size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t("documentDetails.viewer.zoomReset")} withArrow>
          <UnstyledButton
            onClick={() => onZoomChange(FIT_WIDTH_ZOOM)}
            aria-label={t("documentDetails.viewer.zoomResetTo", { percent })}
            px={6}
            fz="sm"
            miw={52}
            ta="center"
            style={{ fontVariantNumeric: "tabular-nums", borderRadius: 4 }}
          >
            {percent}
          </UnstyledButton>
        </Tooltip>
        <Tooltip label={t("documentDetails.viewer.zoomIn")} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onZoomChange(steppedZoom(zoom, 1))}
            disabled={!canZoomIn(zoom)}
            aria-label={t("documentDetails.viewer.zoomIn")}
          >
            <IconZoomIn size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t("documentDetails.viewer.fitWidth")} withArrow>
          <ActionIcon
            variant={isFitWidth ? "light" : "subtle"}
            color={isFitWidth ? undefined : "gray"}
            onClick={() => onZoomChange(FIT_WIDTH_ZOOM)}
            aria-label={t("documentDetails.viewer.fitWidth")}
            aria-pressed={isFitWidth}
          >
            <IconArrowAutofitWidth size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
