import { readFile } from "node:fs/promises";
import { Hono } from "hono";
import { z } from "zod";
import type { Logger } from "../logger.ts";
import { apiError } from "./errors.ts";
import { bundledFeedPath } from "../lib/paths.ts";

const QuerySchema = z.object({ lang: z.enum(["de", "en"]).default("de") });

/**
 * GET /api/rss/: product news as RSS 2.0. From RSS_FEED_URL when configured, else the
 * bundled feed in the asked language (`?lang=de|en`, German by default). Never cached, so
 * the unread dot in the shell sees new items at once.
 */
export function rssRoutes(opts: { feedUrl?: string; logger: Logger; fetchImpl?: typeof fetch }) {
  const app = new Hono();
  const doFetch = opts.fetchImpl ?? fetch;
  app.get("/", async (c) => {
    const query = QuerySchema.safeParse(c.req.query());
    if (!query.success) {
      return c.json({ error: "Unsupported language: use lang=de or lang=en." }, 400);
    }
    c.header("Cache-Control", "no-cache");
    let xml: string;
    if (opts.feedUrl) {
      try {
        const url = new URL(opts.feedUrl);
        url.searchParams.set("lang", query.data.lang);
        const res = await doFetch(url, { signal: AbortSignal.timeout(5000) });
        xml = await res.text();
        if (!res.ok || !/<rss[\s>]/.test(xml)) throw new Error(`answer ${res.status} is not an RSS feed`);
      } catch (e) {
        opts.logger.warn({ err: (e as Error).message }, "news feed unavailable");
        return apiError(c, "NEWS_FEED_UNAVAILABLE", c.req.header("accept-language"));
      }
    } else {
      xml = await readFile(bundledFeedPath(query.data.lang), "utf8");
    }
    return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8" });
  });
  return app;
}
