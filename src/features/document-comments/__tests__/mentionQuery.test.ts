import { describe, expect, it } from "vitest";
import { activeMentionQuery, filterMentionCandidates, insertMention } from "../lib/mentionQuery.ts";
import { composerToParts } from "../lib/messageParts.ts";

const MEMBERS = [
  { userRowId: "u1", name: "Thomas Müller", email: "admin@demo.test" },
  { userRowId: "u2", name: "Dr. Julia Hoffmann", email: "accountant@demo.test" },
  { userRowId: "u3", name: "Lena Schneider", email: "clerk@demo.test" },
  { userRowId: "u4", name: "Anna-Lena Özdemir", email: "anna@demo.test" },
];

describe("activeMentionQuery", () => {
  const at = (text: string) => activeMentionQuery(text, text.length);

  it("finds the word after an @ at the caret", () => {
    expect(at("@")).toEqual({ start: 0, query: "" });
    expect(at("Hallo @th")).toEqual({ start: 6, query: "th" });
    expect(at("Hallo (@Jul")).toEqual({ start: 7, query: "Jul" });
    expect(at("Hallo\n@Lena Sch")).toEqual({ start: 6, query: "Lena Sch" });
  });

  it("uses the caret, not the end of the text", () => {
    expect(activeMentionQuery("@lena und mehr", 5)).toEqual({ start: 0, query: "lena" });
  });

  it("ignores e-mail addresses, a lone at sign and finished lines", () => {
    expect(at("info@demo")).toBeNull();
    expect(at("Treffen @ 10 Uhr")).toBeNull();
    expect(at("@lena\nweiter")).toBeNull();
    expect(at("kein at")).toBeNull();
    expect(at(`@${"x".repeat(41)}`)).toBeNull();
  });

  it("is done once a chosen mention stands complete before the caret", () => {
    const chosen = [{ userRowId: "u3", text: "@Lena Schneider" }];
    expect(activeMentionQuery("@Lena Schneider ", 16, chosen)).toBeNull();
    // Still searching while the caret is inside it.
    expect(activeMentionQuery("@Lena Schneider", 5, chosen)).toEqual({ start: 0, query: "Lena" });
  });
});

describe("filterMentionCandidates", () => {
  const names = (query: string) => filterMentionCandidates(MEMBERS, query).map((m) => m.name);

  it("lists everyone for a bare @, by name", () => {
    expect(names("")).toEqual(["Anna-Lena Özdemir", "Dr. Julia Hoffmann", "Lena Schneider", "Thomas Müller"]);
  });

  it("matches the start of any name part, accents and case ignored", () => {
    expect(names("jul")).toEqual(["Dr. Julia Hoffmann"]);
    expect(names("muell")).toEqual([]);
    expect(names("mull")).toEqual(["Thomas Müller"]);
    expect(names("ozd")).toEqual(["Anna-Lena Özdemir"]);
  });

  it("puts names starting with the query first", () => {
    expect(names("lena")).toEqual(["Lena Schneider", "Anna-Lena Özdemir"]);
  });

  it("needs every typed word", () => {
    expect(names("lena sch")).toEqual(["Lena Schneider"]);
    expect(names("lena x")).toEqual([]);
  });

  it("matches the e-mail address too", () => {
    expect(names("clerk")).toEqual(["Lena Schneider"]);
  });

  it("stops at the limit", () => {
    expect(filterMentionCandidates(MEMBERS, "", 2)).toHaveLength(2);
  });
});

describe("insertMention", () => {
  it("replaces the query with the full name and a space, caret after it", () => {
    const text = "Bitte @jul prüfen";
    const result = insertMention(text, { start: 6, query: "jul" }, 10, MEMBERS[1]!);
    expect(result.text).toBe("Bitte @Dr. Julia Hoffmann prüfen");
    expect(result.caret).toBe("Bitte @Dr. Julia Hoffmann".length);
    expect(result.mention).toEqual({ userRowId: "u2", text: "@Dr. Julia Hoffmann" });
  });

  it("adds a space at the end of the text", () => {
    const result = insertMention("@le", { start: 0, query: "le" }, 3, MEMBERS[2]!);
    expect(result.text).toBe("@Lena Schneider ");
    expect(composerToParts(result.text, [result.mention])).toEqual([
      { type: "MENTION", userRowId: "u3", text: "@Lena Schneider" },
    ]);
  });
});
