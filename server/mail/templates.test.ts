import { describe, expect, it } from "vitest";
import { commentMention, documentShared, escapeHtml, excerpt, mailLanguageOf } from "./templates.ts";

const LINK = "https://belegwerk.example/documents/d1?clientCompanyRowId=c1&tab=comments";

describe("escapeHtml", () => {
  it("escapes the five characters that can end text or an attribute", () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;",
    );
    expect(escapeHtml("Müller & Söhne")).toBe("Müller &amp; Söhne");
  });
});

describe("excerpt", () => {
  it("keeps a short text, with its whitespace collapsed", () => {
    expect(excerpt("  Bitte prüfen,\n\n  danke!  ")).toBe("Bitte prüfen, danke!");
  });

  it("cuts a long text after a whole word, ellipsis included in the length", () => {
    const text = "Rechnung ".repeat(60); // 540 characters
    const short = excerpt(text);
    expect(short.length).toBeLessThanOrEqual(300);
    expect(short.endsWith("Rechnung…")).toBe(true);
    expect(
      short
        .slice(0, -1)
        .split(" ")
        .every((w) => w === "Rechnung"),
    ).toBe(true);
  });

  it("does not keep a word that would fit only without the ellipsis", () => {
    // "aaaa bbbb" is 9 characters: at 9 with "…" it would be 10.
    expect(excerpt("aaaa bbbb cccc", 9)).toBe("aaaa…");
    expect(excerpt("aaaa bbbb cccc", 10)).toBe("aaaa bbbb…");
  });

  it("drops punctuation before the ellipsis and cuts a single overlong word", () => {
    expect(excerpt("Eins, zwei, drei", 12)).toBe("Eins, zwei…");
    expect(excerpt("x".repeat(400))).toBe(`${"x".repeat(299)}…`);
  });
});

describe("mailLanguageOf", () => {
  it("is English only for 'en', German otherwise", () => {
    expect(mailLanguageOf("en")).toBe("en");
    expect(mailLanguageOf("de")).toBe("de");
    expect(mailLanguageOf(null)).toBe("de");
  });
});

describe("commentMention", () => {
  const params = {
    recipientName: "Anna Test",
    actorName: "Jürgen Müller",
    documentTitle: "Bäckerei Schneider · RE-2026-17",
    commentExcerpt: "@Anna Test bitte die Skontofrist prüfen.",
    link: LINK,
  };

  it("speaks German by default: who, where, the comment and the link", () => {
    const m = commentMention("de", params);
    expect(m.subject).toBe("Jürgen Müller hat Sie in einem Kommentar erwähnt: Bäckerei Schneider · RE-2026-17");
    expect(m.text).toContain("Hallo Anna Test,");
    expect(m.text).toContain(
      "Jürgen Müller hat Sie in einem Kommentar zu dem Beleg „Bäckerei Schneider · RE-2026-17“ erwähnt:",
    );
    expect(m.text).toContain("> @Anna Test bitte die Skontofrist prüfen.");
    expect(m.text).toContain(`Kommentar ansehen:\n${LINK}`);
    expect(m.html).toContain('<html lang="de">');
    expect(m.html).toContain(`href="${LINK.replace(/&/g, "&amp;")}"`);
    expect(m.html).toContain(">Kommentar ansehen</a>");
  });

  it("speaks English when asked", () => {
    const m = commentMention("en", params);
    expect(m.subject).toBe("Jürgen Müller mentioned you in a comment: Bäckerei Schneider · RE-2026-17");
    expect(m.text).toContain("Hello Anna Test,");
    expect(m.text).toContain("View comment:");
    expect(m.html).toContain('<html lang="en">');
  });

  it("escapes hostile names, titles and comments in the HTML part", () => {
    const m = commentMention("de", {
      recipientName: "<script>alert(1)</script>",
      actorName: '"><img src=x onerror=alert(2)>',
      documentTitle: "<b>Titel</b>",
      commentExcerpt: "</blockquote><script>steal()</script>",
      link: 'https://x.example/"onmouseover="alert(3)',
    });
    expect(m.html).not.toMatch(/<script|<img|<b>|"onmouseover/);
    expect(m.html).toContain("Hallo &lt;script&gt;alert(1)&lt;/script&gt;,");
    expect(m.html).toContain("&quot;&gt;&lt;img src=x onerror=alert(2)&gt;");
    expect(m.html).toContain("&lt;/blockquote&gt;&lt;script&gt;steal()&lt;/script&gt;");
    // The plain-text part is not HTML: it keeps the text as written.
    expect(m.text).toContain("Hallo <script>alert(1)</script>,");
  });

  it("shortens the comment and keeps subjects on one line", () => {
    const m = commentMention("en", {
      ...params,
      documentTitle: "Line one\r\nBcc: victim@example.com",
      commentExcerpt: "word ".repeat(100),
    });
    expect(m.subject).toBe("Jürgen Müller mentioned you in a comment: Line one Bcc: victim@example.com");
    const quoted = m.text.split("\n").find((l) => l.startsWith("> "))!;
    expect(quoted.length - 2).toBeLessThanOrEqual(300);
    expect(quoted.endsWith("word…")).toBe(true);
  });

  it("names no one and no title when they are gone", () => {
    const de = commentMention("de", { ...params, actorName: null, documentTitle: null });
    expect(de.subject).toBe("Jemand hat Sie in einem Kommentar erwähnt");
    expect(de.text).toContain("in einem Kommentar zu einem Beleg erwähnt");
    expect(commentMention("en", { ...params, actorName: null, documentTitle: null }).subject).toBe(
      "Someone mentioned you in a comment",
    );
  });
});

describe("documentShared", () => {
  const params = {
    recipientName: "Marco Ricci",
    sharerName: "Thomas Müller",
    companyName: "Müller Haustechnik GmbH",
    documentTitle: "Angebot 4711",
    link: "https://belegwerk.example/share/abc",
    isNewExternalUser: true,
  };

  it("tells a new external person they need no account, in German", () => {
    const m = documentShared("de", params);
    expect(m.subject).toBe("Thomas Müller (Müller Haustechnik GmbH) hat einen Beleg mit Ihnen geteilt: Angebot 4711");
    expect(m.text).toContain(
      "Thomas Müller von Müller Haustechnik GmbH hat den Beleg „Angebot 4711“ in Belegwerk mit Ihnen geteilt.",
    );
    expect(m.text).toContain("ein eigenes Konto brauchen Sie dafür nicht");
    expect(m.text).toContain("Beleg öffnen:\nhttps://belegwerk.example/share/abc");
  });

  it("points an existing user to their account, in English", () => {
    const m = documentShared("en", { ...params, isNewExternalUser: false });
    expect(m.subject).toBe("Thomas Müller (Müller Haustechnik GmbH) shared a document with you: Angebot 4711");
    expect(m.text).toContain("using your Belegwerk account");
    expect(m.text).not.toContain("account of your own");
  });

  it("names no one when the sharer's account is gone", () => {
    expect(documentShared("de", { ...params, sharerName: null }).subject).toBe(
      "Jemand (Müller Haustechnik GmbH) hat einen Beleg mit Ihnen geteilt: Angebot 4711",
    );
  });

  it("escapes the company and sharer in the HTML part", () => {
    const m = documentShared("en", { ...params, companyName: "<i>Evil</i> & Co", sharerName: "<script>x</script>" });
    expect(m.html).not.toMatch(/<i>|<script/);
    expect(m.html).toContain("&lt;i&gt;Evil&lt;/i&gt; &amp; Co");
  });
});

describe("the mails' texts from the translations", () => {
  it("fill in names and titles as they are: no placeholder or nesting in them is read", () => {
    const m = documentShared("en", {
      recipientName: "{{name}}",
      sharerName: "$t(server.mail.someone) {{company}}",
      companyName: "ACME",
      documentTitle: "{{title}}",
      link: LINK,
      isNewExternalUser: false,
    });
    expect(m.subject).toBe("$t(server.mail.someone) {{company}} (ACME) shared a document with you: {{title}}");
    expect(m.text).toContain("Hello {{name}},");
  });

  it("word every mail in German and English with no placeholder left over", () => {
    for (const lang of ["de", "en"] as const) {
      const m = commentMention(lang, {
        recipientName: "",
        actorName: null,
        documentTitle: null,
        commentExcerpt: "x",
        link: LINK,
      });
      expect(m.text).not.toMatch(/\{\{|server\.mail/);
      expect(m.text.startsWith(lang === "de" ? "Hallo," : "Hello,")).toBe(true);
    }
  });
});
