import { PDFDocument, type PDFFont, StandardFonts, rgb } from "pdf-lib";

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const SIZE = 10;
const LEADING = 14;
/** A mail text longer than this is cut (with a note): a document, not an archive of a thread. */
const MAX_CHARS = 200_000;
const MAX_PAGES = 50;

export interface MailBody {
  from: string | null;
  to: string;
  subject: string | null;
  date: Date;
  text: string;
  /** The header labels in the company's language. */
  labels: { from: string; to: string; subject: string; date: string; cut: string };
}

/**
 * The text of a mail as a PDF document of its own (the company's e-mail configuration decides
 * when): a header block (from, to, subject, date) and the plain text, wrapped, over as many A4
 * pages as it needs. Standard Helvetica only: characters it cannot show become "?".
 */
export async function renderMailBodyPdf(body: MailBody): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(body.subject ?? "E-Mail");
  doc.setCreationDate(body.date);
  doc.setModificationDate(body.date);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const encodable = new Map<string, boolean>();
  const clean = (text: string) => {
    let out = "";
    for (const ch of text
      .normalize("NFC")
      .replace(/\t/g, "    ")
      .replace(/\p{Cf}/gu, "")) {
      let ok = encodable.get(ch);
      if (ok === undefined) {
        try {
          regular.encodeText(ch);
          bold.encodeText(ch);
          ok = true;
        } catch {
          ok = false;
        }
        encodable.set(ch, ok);
      }
      out += ok ? ch : "?";
    }
    return out;
  };
  const width = PAGE_WIDTH - 2 * MARGIN;
  const wrap = (text: string, font: PDFFont): string[] => {
    const lines: string[] = [];
    for (const paragraph of clean(text).split(/\r\n|\r|\n/)) {
      const words = paragraph.split(" ");
      let line = "";
      for (let word of words) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, SIZE) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        while (word.length > 1 && font.widthOfTextAtSize(word, SIZE) > width) {
          let cut = word.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(word.slice(0, cut), SIZE) > width) cut--;
          lines.push(word.slice(0, cut));
          word = word.slice(cut);
        }
        line = word;
      }
      lines.push(line);
    }
    return lines;
  };

  let page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  let y = PAGE_HEIGHT - MARGIN;
  let cut = false;
  const line = (text: string, font: PDFFont, color = rgb(0.1, 0.1, 0.12)) => {
    if (y < MARGIN + LEADING) {
      if (doc.getPageCount() >= MAX_PAGES) {
        cut = true;
        return false;
      }
      page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
      y = PAGE_HEIGHT - MARGIN;
    }
    if (text) page.drawText(text, { x: MARGIN, y: y - SIZE, size: SIZE, font, color });
    y -= LEADING;
    return true;
  };

  const { labels } = body;
  const date = body.date.toISOString().slice(0, 16).replace("T", " ") + " UTC";
  for (const [label, value] of [
    [labels.from, body.from ?? "–"],
    [labels.to, body.to],
    [labels.subject, body.subject ?? "–"],
    [labels.date, date],
  ] as const) {
    for (const text of wrap(`${label}: ${value}`, bold)) line(text, bold);
  }
  page.drawLine({
    start: { x: MARGIN, y: y - 4 },
    end: { x: PAGE_WIDTH - MARGIN, y: y - 4 },
    thickness: 0.6,
    color: rgb(0.75, 0.75, 0.78),
  });
  y -= LEADING;
  const text = body.text.length > MAX_CHARS ? body.text.slice(0, MAX_CHARS) : body.text;
  for (const text_ of wrap(text, regular)) {
    if (!line(text_, regular)) break;
  }
  if (cut || body.text.length > MAX_CHARS) {
    y = Math.max(y, MARGIN + LEADING);
    page.drawText(clean(labels.cut), {
      x: MARGIN,
      y: MARGIN - SIZE,
      size: SIZE,
      font: bold,
      color: rgb(0.5, 0.1, 0.1),
    });
  }
  return doc.save();
}
