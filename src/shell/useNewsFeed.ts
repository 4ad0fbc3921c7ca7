import { useCallback, useEffect, useState } from "react";
import type { NewsItem } from "../lib/newsFeed.ts";
import { CSRF_HEADERS } from "../lib/csrf.ts";

export const NEWS_LAST_SEEN_STORAGE_KEY = "belegwerk.newsLastSeenAt";

function readLastSeen(): Date | null {
  try {
    const value = window.localStorage.getItem(NEWS_LAST_SEEN_STORAGE_KEY);
    const date = value ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? date : null;
  } catch {
    return null;
  }
}

export type NewsFeedState =
  { status: "loading" } | { status: "loaded"; items: NewsItem[] } | { status: "failed"; error: unknown };

/** The product news of /api/rss/ in `language`, and whether there is something unread. The
 * feed's reader (src/lib/newsFeed.ts) loads with the feed, not with the first screen. */
export function useNewsFeed(language: string) {
  const [result, setResult] = useState<{
    language: string;
    state: NewsFeedState;
    /** Whether the loaded items have one newer than `lastSeen`. */
    isUnreadSince?: (lastSeen: Date | null) => boolean;
  } | null>(null);
  const state: NewsFeedState = result?.language === language ? result.state : { status: "loading" };
  const [lastSeen, setLastSeen] = useState(readLastSeen);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/rss/?lang=${encodeURIComponent(language)}`, {
      signal: controller.signal,
      cache: "no-cache",
      credentials: "same-origin",
      headers: { ...CSRF_HEADERS },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const [xml, reader] = await Promise.all([response.text(), import("../lib/newsFeed.ts")]);
        const items = reader.parseNewsFeed(xml);
        return { items, isUnreadSince: (lastSeen: Date | null) => reader.hasUnreadNews(items, lastSeen) };
      })
      .then(({ items, isUnreadSince }) => setResult({ language, state: { status: "loaded", items }, isUnreadSince }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setResult({ language, state: { status: "failed", error } });
      });
    return () => controller.abort();
  }, [language]);

  const markSeen = useCallback(() => {
    const now = new Date();
    try {
      window.localStorage.setItem(NEWS_LAST_SEEN_STORAGE_KEY, now.toISOString());
    } catch {
      // Not persisted; the dot still clears for this visit.
    }
    setLastSeen(now);
  }, []);

  const hasUnread = state.status === "loaded" && (result?.isUnreadSince?.(lastSeen) ?? false);
  return { state, hasUnread, markSeen };
}
