import { createContext, useContext } from "react";
import { useTickingNow as useTickingNowEvery } from "../../../ui/useTickingNow.ts";

/** How often "vor 3 Minuten" is brought up to date while the tab is open. */
export const CLOCK_INTERVAL_MS = 30_000;

/** The current moment, renewed every interval (one timer for all comments of the tab). */
export const useTickingNow = (intervalMs = CLOCK_INTERVAL_MS): Date => useTickingNowEvery(intervalMs);

export const CommentClockContext = createContext<Date | null>(null);

/** The tab's clock, or the moment of rendering outside of it. */
export const useCommentClock = () => useContext(CommentClockContext) ?? new Date();
