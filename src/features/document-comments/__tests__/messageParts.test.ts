import { describe, expect, it } from "vitest";
import {
  characterCount,
  composerToParts,
  displaySegments,
  type MessagePart,
  messageTextOf,
  parseMessageParts,
  partsToComposer,
} from "../lib/messageParts.ts";

const ANNA = "a0000000-0000-4000-8000-000000000001";
const ANNE = "a0000000-0000-4000-8000-000000000002";
const BEN = "a0000000-0000-4000-8000-000000000003";
const anna = { userRowId: ANNA, text: "@Anna Test" };
const anne = { userRowId: ANNE, text: "@Anna Testerin" };
const ben = { userRowId: BEN, text: "@Ben Özdemir" };

const names: Record<string, string> = { [ANNA]: "Anna Test", [ANNE]: "Anna Testerin", [BEN]: "Ben Özdemir" };
const nameOf = (rowId: string) => names[rowId] ?? "";

describe("composerToParts", () => {
  it("keeps plain text as one text part", () => {
    expect(composerToParts("Bitte prüfen.", [])).toEqual([{ type: "TEXT", text: "Bitte prüfen." }]);
  });

  it("turns chosen mentions into mention parts, wherever they stand", () => {
    expect(composerToParts("@Anna Test bitte mit @Ben Özdemir klären, danke @Anna Test!", [anna, ben])).toEqual([
      { type: "MENTION", userRowId: ANNA, text: "@Anna Test" },
      { type: "TEXT", text: " bitte mit " },
      { type: "MENTION", userRowId: BEN, text: "@Ben Özdemir" },
      { type: "TEXT", text: " klären, danke " },
      { type: "MENTION", userRowId: ANNA, text: "@Anna Test" },
      { type: "TEXT", text: "!" },
    ]);
  });

  it("keeps the white space between two mentions", () => {
    expect(composerToParts("@Anna Test @Ben Özdemir", [anna, ben])).toEqual([
      { type: "MENTION", userRowId: ANNA, text: "@Anna Test" },
      { type: "TEXT", text: " " },
      { type: "MENTION", userRowId: BEN, text: "@Ben Özdemir" },
    ]);
  });

  it("drops mentions whose text was edited away", () => {
    expect(composerToParts("Hallo @Anna, bitte prüfen", [anna])).toEqual([
      { type: "TEXT", text: "Hallo @Anna, bitte prüfen" },
    ]);
    expect(composerToParts("Hallo @Anna Testx", [anna])).toEqual([{ type: "TEXT", text: "Hallo @Anna Testx" }]);
    expect(composerToParts("Hallo zusammen", [anna, ben])).toEqual([{ type: "TEXT", text: "Hallo zusammen" }]);
  });

  it("takes the longest name when one name begins another", () => {
    expect(composerToParts("@Anna Testerin und @Anna Test", [anna, anne])).toEqual([
      { type: "MENTION", userRowId: ANNE, text: "@Anna Testerin" },
      { type: "TEXT", text: " und " },
      { type: "MENTION", userRowId: ANNA, text: "@Anna Test" },
    ]);
  });

  it("does not read an e-mail address as a mention", () => {
    expect(composerToParts("mail an info@Anna Test", [anna])).toEqual([
      { type: "TEXT", text: "mail an info@Anna Test" },
    ]);
  });

  it("trims white space and line breaks around the message, not inside", () => {
    expect(composerToParts("\n  Zeile 1\n\n  Zeile 2  \n\t", [])).toEqual([
      { type: "TEXT", text: "Zeile 1\n\n  Zeile 2" },
    ]);
    expect(composerToParts("  @Anna Test  ", [anna])).toEqual([
      { type: "MENTION", userRowId: ANNA, text: "@Anna Test" },
    ]);
  });

  it("has no parts for an empty or blank message", () => {
    expect(composerToParts("", [anna])).toEqual([]);
    expect(composerToParts(" \n\t ", [anna])).toEqual([]);
  });

  it("ignores a chosen mention without a name", () => {
    expect(composerToParts("@ hallo", [{ userRowId: ANNA, text: "@" }])).toEqual([{ type: "TEXT", text: "@ hallo" }]);
  });
});

describe("parts and composer text round trip", () => {
  const stored: MessagePart[] = [
    { type: "TEXT", text: "Hallo " },
    { type: "MENTION", userRowId: ANNA, text: "@Anna Test" },
    { type: "TEXT", text: ", siehe Seite 2. " },
    { type: "MENTION", userRowId: BEN, text: "@Ben Özdemir" },
    { type: "TEXT", text: " weiß Bescheid." },
  ];

  it("gives back the same parts", () => {
    const { text, mentions } = partsToComposer(stored);
    expect(text).toBe("Hallo @Anna Test, siehe Seite 2. @Ben Özdemir weiß Bescheid.");
    expect(composerToParts(text, mentions)).toEqual(stored);
  });

  it("names mentions stored without text", () => {
    const { text, mentions } = partsToComposer(
      [
        { type: "MENTION", userRowId: BEN },
        { type: "TEXT", text: " ok" },
      ],
      nameOf,
    );
    expect(text).toBe("@Ben Özdemir ok");
    expect(composerToParts(text, mentions)).toEqual([
      { type: "MENTION", userRowId: BEN, text: "@Ben Özdemir" },
      { type: "TEXT", text: " ok" },
    ]);
  });

  it("writes the plain text the server stores", () => {
    expect(messageTextOf(stored)).toBe("Hallo @Anna Test, siehe Seite 2. @Ben Özdemir weiß Bescheid.");
    expect(messageTextOf([{ type: "MENTION", userRowId: ANNA }], nameOf)).toBe("@Anna Test");
  });
});

describe("parseMessageParts", () => {
  it("reads text and mention parts", () => {
    expect(
      parseMessageParts([
        { type: "TEXT", text: "a" },
        { type: "MENTION", userRowId: ANNA, text: "@Anna Test" },
        { type: "MENTION", userRowId: BEN },
      ]),
    ).toEqual([
      { type: "TEXT", text: "a" },
      { type: "MENTION", userRowId: ANNA, text: "@Anna Test" },
      { type: "MENTION", userRowId: BEN },
    ]);
  });

  it("refuses anything else", () => {
    expect(parseMessageParts("text")).toBeNull();
    expect(parseMessageParts(null)).toBeNull();
    expect(parseMessageParts([{ type: "BOLD", text: "a" }])).toBeNull();
    expect(parseMessageParts([{ type: "MENTION" }])).toBeNull();
    expect(parseMessageParts([null])).toBeNull();
  });
});

describe("displaySegments", () => {
  it("marks mentions of the signed-in user", () => {
    expect(
      displaySegments(
        [
          { type: "MENTION", userRowId: ANNA, text: "@Anna Test" },
          { type: "TEXT", text: " und " },
          { type: "MENTION", userRowId: BEN },
        ],
        "ignored",
        { currentUserRowId: BEN, nameOf },
      ),
    ).toEqual([
      { kind: "mention", userRowId: ANNA, text: "@Anna Test", isMe: false },
      { kind: "text", text: " und " },
      { kind: "mention", userRowId: BEN, text: "@Ben Özdemir", isMe: true },
    ]);
  });

  it("falls back to the plain text when the parts cannot be read", () => {
    expect(displaySegments({ broken: true }, "Hallo @Anna Test")).toEqual([{ kind: "text", text: "Hallo @Anna Test" }]);
    expect(displaySegments([], "Hallo")).toEqual([{ kind: "text", text: "Hallo" }]);
  });

  it("never marks a mention as mine without a signed-in member", () => {
    const [segment] = displaySegments([{ type: "MENTION", userRowId: ANNA, text: "@Anna Test" }], "", {
      currentUserRowId: null,
    });
    expect(segment).toMatchObject({ isMe: false });
  });
});

describe("characterCount", () => {
  it("counts characters as the database does", () => {
    expect(characterCount("Grüße 👍")).toBe(7);
  });
});
