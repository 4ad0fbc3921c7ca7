import { Box } from "@mantine/core";
import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { SIDE_PANEL_MIN_WIDTH, sidePanelMaxWidth } from "../lib/sidePanelWidth.ts";

export interface SidePanelSplitterProps {
  width: number;
  /** While dragging and with the arrow keys (the caller keeps it within the bounds). */
  onResize: (width: number) => void;
  /** The drag ended or a key moved it: the width to remember. */
  onResizeEnd: (width: number) => void;
}

const KEY_STEP = 40;

/** The border between the pages and the side panel: drag it (or focus it and use ← →, Home,
 * End) to widen or narrow the panel. */
export function SidePanelSplitter({ width, onResize, onResizeEnd }: SidePanelSplitterProps) {
  const { t } = useTranslation();
  const drag = useRef<{ startX: number; startWidth: number; width: number } | null>(null);
  const max = sidePanelMaxWidth(typeof window === "undefined" ? 1440 : window.innerWidth);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width, width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    // The panel is on the right: moving the border left widens it.
    drag.current.width = drag.current.startWidth + (drag.current.startX - event.clientX);
    onResize(drag.current.width);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    event.currentTarget.releasePointerCapture(event.pointerId);
    onResizeEnd(drag.current.width);
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next: Record<string, number> = {
      ArrowLeft: width + KEY_STEP,
      ArrowRight: width - KEY_STEP,
      Home: max,
      End: SIDE_PANEL_MIN_WIDTH,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onResize(target);
    onResizeEnd(target);
  };

  return (
    <Box
      visibleFrom="md"
      role="separator"
      aria-orientation="vertical"
      aria-label={t("documentDetails.sidePanel.resize")}
      aria-valuemin={SIDE_PANEL_MIN_WIDTH}
      aria-valuemax={max}
      aria-valuenow={width}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      title={t("documentDetails.sidePanel.resizeHint")}
      w={8}
      style={{
        flexShrink: 0,
        cursor: "col-resize",
        touchAction: "none",
        background: "var(--mantine-color-gray-2)",
        borderLeft: "1px solid var(--mantine-color-gray-3)",
      }}
    />
  );
}
