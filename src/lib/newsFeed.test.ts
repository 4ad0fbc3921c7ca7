import { describe, expect, it } from "vitest";
import { hasUnreadNews, NewsFeedError, parseNewsFeed } from "./newsFeed.ts";

const item = (parts: Partial<Record<"guid" | "title" | "link" | "pubDate" | "content", string>>) => `
  <item>
    ${parts.guid === undefined ? "" : `<guid isPermaLink="false">${parts.guid}</guid>`}
    ${parts.title === undefined ? "" : `<title>${parts.title}</title>`}
    ${parts.link === undefined ? "" : `<link>${parts.link}</link>`}
    ${parts.pubDate === undefined ? "" : `<pubDate>${parts.pubDate}</pubDate>`}
    ${parts.content === undefined ? "" : `<content:encoded><![CDATA[${parts.content}]]></content:encoded>`}
  </item>`;

const feed = (...items: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>News</title>${items.join("")}</channel></rss>`;

const complete = {
  guid: "a",
  title: "Prüfkorb in Echtzeit",
  link: "https://belegwerk.example/a",
  pubDate: "Mon, 16 Nov 2026 08:00:00 +0100",
  content: "<p>Erster Absatz.</p><p>Zweiter <b>Absatz</b>.</p><script>alert(1)</script>",
};

describe("parseNewsFeed", () => {
  it("reads items newest first, content as plain paragraphs", () => {
    const older = { ...complete, guid: "b", title: "Älter", pubDate: "Mon, 12 Oct 2026 08:00:00 +0200" };
    const items = parseNewsFeed(feed(item(older), item(complete)));
    expect(items.map((i) => i.guid)).toEqual(["a", "b"]);
    expect(items[0]).toMatchObject({ title: "Prüfkorb in Echtzeit", link: "https://belegwerk.example/a" });
    expect(items[0]!.pubDate.toISOString()).toBe("2026-11-16T07:00:00.000Z");
    expect(items[0]!.paragraphs).toEqual(["Erster Absatz.", "Zweiter Absatz.", "alert(1)"]);
  });

  it.each(["guid", "title", "link", "pubDate", "content"] as const)("refuses an item without %s", (tag) => {
    const error = (() => {
      try {
        parseNewsFeed(feed(item({ ...complete, [tag]: undefined })));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(NewsFeedError);
    expect((error as NewsFeedError).missingTag).toBe(tag === "content" ? "content:encoded" : tag);
  });

  it("refuses a document that is not RSS", () => {
    expect(() => parseNewsFeed("<html><body>Bad gateway</body></html>")).toThrow(NewsFeedError);
  });
});

describe("hasUnreadNews", () => {
  const items = parseNewsFeed(feed(item(complete)));
  it("is unread when never seen or seen before the newest item", () => {
    expect(hasUnreadNews(items, null)).toBe(true);
    expect(hasUnreadNews(items, new Date("2026-11-01T00:00:00Z"))).toBe(true);
    expect(hasUnreadNews(items, new Date("2026-11-20T00:00:00Z"))).toBe(false);
    expect(hasUnreadNews([], null)).toBe(false);
  });
});
