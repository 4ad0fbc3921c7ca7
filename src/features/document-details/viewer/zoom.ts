// Zoom of the page viewer, relative to the width of the viewer (1 = fit to width).

export const FIT_WIDTH_ZOOM = 1;
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

/** The next step in the direction (+1 in, -1 out), staying within the steps. */
export function steppedZoom(current: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((step) => step > current + 1e-9) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1]!;
  return [...ZOOM_STEPS].reverse().find((step) => step < current - 1e-9) ?? ZOOM_STEPS[0];
}

export const canZoomIn = (zoom: number) => zoom < ZOOM_STEPS[ZOOM_STEPS.length - 1]! - 1e-9;
export const canZoomOut = (zoom: number) => zoom > ZOOM_STEPS[0] + 1e-9;

/** The last `numAttachPages` pages of a document are attachments (page numbers from 1). */
export function isAttachmentPage(pageNo: number, pageCount: number, numAttachPages: number): boolean {
  return numAttachPages > 0 && pageNo > pageCount - numAttachPages;
}
