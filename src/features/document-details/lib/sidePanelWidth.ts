// Width of the document details page's side panel (the tabs), chosen by dragging the splitter
// and remembered per user in localStorage.

export const SIDE_PANEL_MIN_WIDTH = 380;
export const SIDE_PANEL_DEFAULT_WIDTH = 520;
/** The pages keep at least this much room beside the panel. */
const VIEWER_MIN_WIDTH = 360;
const SIDE_PANEL_MAX_WIDTH = 1100;

const storageKey = (userRowId: string) => `belegwerk.documentDetails.sidePanelWidth.${userRowId}`;

/** The widest panel the window allows (never below the minimum). */
export function sidePanelMaxWidth(windowWidth: number): number {
  return Math.max(SIDE_PANEL_MIN_WIDTH, Math.min(SIDE_PANEL_MAX_WIDTH, windowWidth - VIEWER_MIN_WIDTH));
}

/** A width within the bounds, whole pixels. */
export function clampSidePanelWidth(width: number, windowWidth: number): number {
  if (!Number.isFinite(width)) return SIDE_PANEL_DEFAULT_WIDTH;
  return Math.round(Math.min(sidePanelMaxWidth(windowWidth), Math.max(SIDE_PANEL_MIN_WIDTH, width)));
}

export function readSidePanelWidth(userRowId: string | null | undefined): number {
  if (!userRowId) return SIDE_PANEL_DEFAULT_WIDTH;
  try {
    const value = Number(window.localStorage.getItem(storageKey(userRowId)));
    return value > 0 && Number.isFinite(value) ? value : SIDE_PANEL_DEFAULT_WIDTH;
  } catch {
    return SIDE_PANEL_DEFAULT_WIDTH;
  }
}

export function writeSidePanelWidth(userRowId: string | null | undefined, width: number): void {
  if (!userRowId) return;
  try {
    window.localStorage.setItem(storageKey(userRowId), String(Math.round(width)));
  } catch {
    // storage blocked: the width lasts for this page
  }
}
