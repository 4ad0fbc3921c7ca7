import { describe, expect, it } from "vitest";
import { makeLogger } from "../logger.ts";
import { rssRoutes } from "./rss.ts";

const logger = makeLogger("silent");

/** Minimal RSS reading, as the shell's news pop-up does: every item needs all five tags. */
function items(xml: string) {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body]) => {
    const tag = (name: string) => body!.match(new RegExp(`<${name}[^>]*>([\\s\\S]*?)</${name}>`))?.[1];
    return {
      guid: tag("guid"),
      title: tag("title"),
      link: tag("link"),
      pubDate: tag("pubDate"),
      content: tag("content:encoded"),
    };
  });
}

describe("GET /api/rss/", () => {
  it.each(["de", "en"])(
    "bundles a complete %s feed: every item has guid, title, link, date and content",
    async (lang) => {
      const res = await rssRoutes({ logger }).request(`/?lang=${lang}`);
      expect(res.status).toBe(200);
      const list = items(await res.text());
      expect(list.length).toBeGreaterThanOrEqual(3);
      for (const item of list) {
        expect(Object.values(item).every((v) => typeof v === "string" && v.trim().length > 0)).toBe(true);
        expect(Number.isNaN(Date.parse(item.pubDate!))).toBe(false);
      }
    },
  );

  it("passes a configured feed through", async () => {
    const xml = '<?xml version="1.0"?><rss version="2.0"><channel><title>x</title></channel></rss>';
    const fetchImpl = (async () => new Response(xml, { status: 200 })) as typeof fetch;
    const res = await rssRoutes({ logger, feedUrl: "https://news.example/feed", fetchImpl }).request("/");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(xml);
  });

  it("answers 502 with a readable message when the configured feed fails or is not RSS", async () => {
    for (const fetchImpl of [
      (async () => {
        throw new Error("ECONNREFUSED");
      }) as typeof fetch,
      (async () => new Response("<html>login</html>", { status: 200 })) as typeof fetch,
      (async () => new Response("oops", { status: 500 })) as typeof fetch,
    ]) {
      const res = await rssRoutes({ logger, feedUrl: "https://news.example/feed", fetchImpl }).request("/");
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        error: {
          code: "NEWS_FEED_UNAVAILABLE",
          message: "Die Neuigkeiten sind gerade nicht verfügbar. Bitte versuchen Sie es später erneut.",
        },
      });
    }
  });
});
