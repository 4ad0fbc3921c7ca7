/** A product news item (spec §3 News item). */
export interface NewsItem {
  guid: string;
  title: string;
  link: string;
  pubDate: Date;
  /** The item's HTML content reduced to plain paragraphs (never rendered as HTML). */
  paragraphs: string[];
}

const CONTENT_NAMESPACE = "http://purl.org/rss/1.0/modules/content/";
export const NEWS_ITEM_TAGS = ["guid", "title", "link", "pubDate", "content:encoded"] as const;
export type NewsItemTag = (typeof NEWS_ITEM_TAGS)[number];

/** Spec §8: an item that lacks one of its tags makes the feed unusable. */
export class NewsFeedError extends Error {
  constructor(
    message: string,
    /** The tag that is missing or unreadable, when one item is at fault. */
    readonly missingTag?: NewsItemTag,
  ) {
    super(message);
    this.name = "NewsFeedError";
  }
}

function childText(item: Element, tag: NewsItemTag): string {
  const element =
    tag === "content:encoded"
      ? (item.getElementsByTagNameNS(CONTENT_NAMESPACE, "encoded")[0] ?? null)
      : (Array.from(item.children).find((child) => child.localName === tag) ?? null);
  const text = element?.textContent?.trim();
  if (!text) throw new NewsFeedError(`News item is missing <${tag}>.`, tag);
  return text;
}

function htmlToParagraphs(html: string): string[] {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const blocks = Array.from(body.children).map((element) => element.textContent?.trim() ?? "");
  const paragraphs = (blocks.length > 0 ? blocks : [body.textContent?.trim() ?? ""]).filter(Boolean);
  return paragraphs;
}

/** Parses an RSS 2.0 feed, newest item first. Throws NewsFeedError for a document that is
 * not RSS or an item lacking guid, title, link, pubDate or content:encoded. */
export function parseNewsFeed(xml: string): NewsItem[] {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  if (doc.getElementsByTagName("parsererror").length > 0 || doc.documentElement.localName !== "rss") {
    throw new NewsFeedError("The news feed is not a valid RSS document.");
  }
  const items = Array.from(doc.getElementsByTagName("item")).map((item): NewsItem => {
    const pubDateText = childText(item, "pubDate");
    const pubDate = new Date(pubDateText);
    if (Number.isNaN(pubDate.getTime())) throw new NewsFeedError(`News item has an unreadable <pubDate>.`, "pubDate");
    return {
      guid: childText(item, "guid"),
      title: childText(item, "title"),
      link: childText(item, "link"),
      pubDate,
      paragraphs: htmlToParagraphs(childText(item, "content:encoded")),
    };
  });
  return items.sort((a, b) => b.pubDate.getTime() - a.pubDate.getTime());
}

/** Spec §4: the unread dot shows while the newest item is later than the last visit. */
export function hasUnreadNews(items: readonly NewsItem[], lastSeen: Date | null): boolean {
  const newest = items[0];
  if (!newest) return false;
  return lastSeen === null || newest.pubDate.getTime() > lastSeen.getTime();
}
