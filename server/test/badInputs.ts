/**
 * Test inputs, generated on demand so that no binary file is committed: the project's
 * corpus of bad uploads (each with what the file layer must say about it) and a few good
 * documents (a text PDF, a "scanned" PNG and PDF, a multi-page TIFF) for tests and e2e tests.
 *
 * Not used by the running server. Large inputs are streamed or cached in os.tmpdir().
 */
import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { crc32, deflateSync } from "node:zlib";
import { GlobalFonts, createCanvas } from "@napi-rs/canvas";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import sharp from "sharp";
import type { FileErrorCode } from "../files/errors.ts";
import type { FileKind } from "../files/sniff.ts";

export const SAMPLE_INVOICE_LINES: readonly string[] = [
  "Muster Bürobedarf GmbH · Hauptstraße 12 · 10115 Berlin",
  "",
  "Beispiel Steuerberatung KG",
  "Frau Erika Mustermann",
  "Lindenallee 5",
  "80331 München",
  "",
  "Rechnung Nr. RE-2024-0815",
  "Rechnungsdatum: 14.03.2024",
  "Leistungsdatum: 12.03.2024",
  "Kundennummer: K-4711",
  "",
  "Pos.  Menge  Bezeichnung                     Einzelpreis      Gesamt",
  "1     10     Kopierpapier A4, 500 Blatt           4,50 €     45,00 €",
  "2     2      Toner schwarz TN-2420               47,50 €     95,00 €",
  "3     1      Aktenvernichter P-4                860,00 €    860,00 €",
  "",
  "Summe netto                                             1.000,00 €",
  "zzgl. 19 % USt.                                           190,00 €",
  "Rechnungsbetrag                                         1.190,00 €",
  "",
  "Zahlbar innerhalb von 14 Tagen ohne Abzug bis 28.03.2024.",
  "IBAN: DE89 3704 0044 0532 0130 00 · BIC: COBADEFFXXX",
  "USt-IdNr.: DE123456789 · Amtsgericht Berlin HRB 12345",
];

// ---------------------------------------------------------------------------------------------
// Good documents

/** A one-page A4 PDF with a text layer (Helvetica, WinAnsi: umlauts and € work). */
export async function makeTextPdf(lines: readonly string[] = SAMPLE_INVOICE_LINES): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle("Rechnung");
  doc.setCreationDate(new Date("2024-03-14T10:00:00Z"));
  doc.setModificationDate(new Date("2024-03-14T10:00:00Z"));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595.28, 841.89]);
  let y = 841.89 - 72;
  for (const line of lines) {
    if (line !== "") page.drawText(line, { x: 56, y, size: 10, font, color: rgb(0.1, 0.1, 0.1) });
    y -= 15;
  }
  return doc.save();
}

/**
 * A PDF of `pages` pages whose first `heavyPages` pages carry thousands of vector strokes each
 * (as exported CAD drawings or charts do), so rendering them costs real time; the others carry
 * a line of text. For the render budgets (pipeline.ts).
 */
export async function makeHeavyPdf(pages: number, heavyPages = pages): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`Zeichnung Blatt ${n} von ${pages} - Planungsbuero Beispiel`, { x: 56, y: 800, size: 10, font });
    if (n > heavyPages) continue;
    // One path of 20 000 segments: pdf-lib writes it as a single content-stream operator run.
    const parts = ["M 0 0"];
    for (let i = 0; i < 20_000; i++) parts.push(`L ${(i * 37) % 590} ${(i * 53) % 830}`);
    page.drawSvgPath(parts.join(" "), { x: 2, y: 838, borderColor: rgb(0.2, 0.2, 0.6), borderWidth: 0.3 });
  }
  return doc.save();
}

let fontFamily: string | undefined;
/** Liberation Sans from pdfjs-dist, so the picture does not depend on the machine's fonts. */
function scanFont(): string {
  if (!fontFamily) {
    const require = createRequire(import.meta.url);
    const file = join(
      dirname(require.resolve("pdfjs-dist/package.json")),
      "standard_fonts",
      "LiberationSans-Regular.ttf",
    );
    GlobalFonts.registerFromPath(file, "BelegwerkScan");
    fontFamily = "BelegwerkScan";
  }
  return fontFamily;
}

export interface ScanOptions {
  /** Resolution of the simulated scan of an A4 page; default 200 dpi (1654 × 2339 px). */
  dpi?: number;
  /** Skew in degrees, default 0.4 (scans are never straight). */
  skewDegrees?: number;
}

/** A picture of an invoice, as a scanner would deliver it: text as pixels, no text layer. */
export async function makeScannedPng(
  lines: readonly string[] = SAMPLE_INVOICE_LINES,
  opts: ScanOptions = {},
): Promise<Uint8Array> {
  const dpi = opts.dpi ?? 200;
  const px = (mm: number) => Math.round((mm / 25.4) * dpi);
  const canvas = createCanvas(px(210), px(297));
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#f7f5f0";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  // Deterministic speckles, like dust on the scanner glass.
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  ctx.fillStyle = "#c8c4bc";
  for (let i = 0; i < 400; i++) ctx.fillRect(rand() * canvas.width, rand() * canvas.height, 2, 2);
  ctx.rotate(((opts.skewDegrees ?? 0.4) * Math.PI) / 180);
  ctx.fillStyle = "#222222";
  ctx.font = `${px(3.6)}px ${scanFont()}`;
  let y = px(30);
  for (const line of lines) {
    if (line !== "") ctx.fillText(line, px(20), y);
    y += px(5.3);
  }
  const png = await canvas.encode("png");
  // Grey, 8 bit, as most office scanners deliver.
  return new Uint8Array(await sharp(png).removeAlpha().toColourspace("b-w").png().toBuffer());
}

/** A PDF whose only page is a scanned image (no text layer): the case for OCR. */
export async function makeScannedPdf(lines: readonly string[] = SAMPLE_INVOICE_LINES): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(await makeScannedPng(lines));
  const page = doc.addPage([595.28, 841.89]);
  page.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  return doc.save();
}

/**
 * A multi-page TIFF, one solid-coloured 400 × 560 page per entry. libvips writes the pages of
 * an image joined "animated" as TIFF directories (pages of one size only).
 */
export async function makeMultiPageTiff(colors: readonly string[] = ["#ffffff", "#000000"]): Promise<Uint8Array> {
  const pages = await Promise.all(
    colors.map((background) =>
      sharp({ create: { width: 400, height: 560, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return new Uint8Array(
    await sharp(pages, { join: { animated: true } })
      .tiff({ compression: "lzw" })
      .toBuffer(),
  );
}

// ---------------------------------------------------------------------------------------------
// An encrypted PDF, hand-written: pdf-lib cannot encrypt.

const PASSWORD_PAD = Buffer.from("28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a", "hex");

function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = new Uint8Array(256).map((_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const md5 = (...parts: Uint8Array[]): Buffer => {
  const h = createHash("md5");
  for (const p of parts) h.update(p);
  return h.digest();
};
const padPassword = (pw: string): Buffer => Buffer.concat([Buffer.from(pw, "latin1"), PASSWORD_PAD]).subarray(0, 32);

/**
 * A one-page PDF protected with the standard security handler, revision 2 (RC4, 40-bit key),
 * built by the algorithms of ISO 32000-1 §7.6.3. With a non-empty user password a reader must
 * ask for it (pdfjs: PasswordException); with only an owner password it opens normally. The
 * page shows the text "Rechnung" from an encrypted content stream.
 */
export function makeEncryptedPdf(opts: { userPassword: string; ownerPassword: string }): Uint8Array {
  const permissions = -44; // print, no modify/copy/annotate; bits 7-8 and 13-32 set as required.
  const fileId = md5(Buffer.from("belegwerk-encrypted-test"));
  // Algorithm 3: the /O entry.
  const ownerKey = md5(padPassword(opts.ownerPassword || opts.userPassword)).subarray(0, 5);
  const o = rc4(ownerKey, padPassword(opts.userPassword));
  // Algorithm 2: the file key; Algorithm 4: the /U entry.
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const fileKey = md5(padPassword(opts.userPassword), o, p, fileId).subarray(0, 5);
  const u = rc4(fileKey, PASSWORD_PAD);
  // Algorithm 1: each string and stream is encrypted with a key derived from its object number.
  const objectKey = (num: number, gen: number) =>
    md5(fileKey, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, gen & 255, (gen >> 8) & 255])).subarray(
      0,
      10,
    );
  const content = rc4(objectKey(4, 0), Buffer.from("BT /F1 36 Tf 72 700 Td (Rechnung) Tj ET\n", "latin1"));

  const objects: Buffer[] = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from(
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    ),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from("\nendstream")]),
    Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"),
    Buffer.from(
      `<< /Filter /Standard /V 1 /R 2 /Length 40 /O <${o.toString("hex")}> /U <${u.toString("hex")}> /P ${permissions} >>`,
    ),
  ];
  const id = fileId.toString("hex");
  return assemblePdf(objects, `/Root 1 0 R /Encrypt 6 0 R /ID [<${id}> <${id}>]`);
}

/** A syntactically valid PDF whose page tree is empty (pdf-lib always adds a page on save). */
export function makeZeroPagePdf(): Uint8Array {
  return assemblePdf(
    [Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"), Buffer.from("<< /Type /Pages /Kids [] /Count 0 >>")],
    "/Root 1 0 R",
  );
}

/** Numbers the objects 1…n and writes header, bodies, a classic xref table and the trailer. */
function assemblePdf(objects: Buffer[], trailerEntries: string): Uint8Array {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from("\nendobj\n")]);
    parts.push(obj);
    offset += obj.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((off) => `${String(off).padStart(10, "0")} 00000 n \n`).join("") +
    `trailer\n<< /Size ${objects.length + 1} ${trailerEntries} >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref));
  return new Uint8Array(Buffer.concat(parts));
}

// ---------------------------------------------------------------------------------------------
// The bad-input corpus

export type BadInputName =
  | "programAsPdf"
  | "truncatedPdf"
  | "encryptedPdf"
  | "emptyFile"
  | "zeroPagePdf"
  | "oversizedPdf"
  | "manyPagesPdf"
  | "xxeXml"
  | "billionLaughsXml"
  | "brokenCii"
  | "htmlAsXml"
  | "corruptPng"
  | "pngBomb";

export interface BadInput {
  name: BadInputName;
  /** The name a user would upload it under (which may lie about the content). */
  filename: string;
  /** What sniffFileType says (null: refused as UNSUPPORTED_TYPE / FILE_EMPTY at upload). */
  sniffsAs: FileKind | null;
  /** The code the file layer raises for it; undefined where the XML parser must refuse it. */
  expectedCode?: FileErrorCode;
  size: number;
  /** The content as a stream (the only form for inputs too large to hold in memory). */
  stream(): Readable;
  /** The content, unless it is the oversized input. */
  bytes?: Uint8Array;
  /** Where it was written, when makeBadInputs was given a directory. */
  path?: string;
}

export interface BadInputOptions {
  /** Size of the oversized input; it is a few bytes over this limit. Default 25 MiB. */
  sizeLimitBytes?: number;
  /** Pages of the many-pages PDF, default 3000. */
  manyPages?: number;
}

/** `%PDF-1.7` followed by zeros up to `totalBytes`, generated chunk by chunk, never held in memory. */
export function makeOversizedStream(totalBytes: number): Readable {
  const header = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1");
  const zeros = Buffer.alloc(64 * 1024);
  return Readable.from(
    (function* () {
      let left = totalBytes;
      const first = header.subarray(0, Math.min(left, header.length));
      left -= first.length;
      yield first;
      while (left > 0) {
        const n = Math.min(left, zeros.length);
        left -= n;
        yield zeros.subarray(0, n);
      }
    })(),
    { objectMode: false },
  );
}

const CACHE_DIR = join(tmpdir(), "belegwerk-test-inputs");

/** A PDF with `pages` blank pages, generated once per machine and cached in os.tmpdir(). */
export async function makeManyPagesPdf(pages = 3000): Promise<Uint8Array> {
  const file = join(CACHE_DIR, `blank-pages-${pages}.pdf`);
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    const doc = await PDFDocument.create();
    for (let i = 0; i < pages; i++) doc.addPage([595.28, 841.89]);
    const bytes = await doc.save();
    await mkdir(CACHE_DIR, { recursive: true });
    const temp = `${file}.${randomUUID()}.part`;
    await writeFile(temp, bytes);
    await rename(temp, file); // concurrent test files may race; the rename is atomic
    return bytes;
  }
}

/**
 * A decompression bomb: a PNG declaring 50000 × 50000 pixels (2.5 GP, 7.5 GB as RGB) in a few
 * dozen bytes. A decoder must refuse it from the header, before allocating anything.
 */
export function makePngBomb(width = 50_000, height = 50_000): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from("89504e470d0a1a0a", "hex"),
      chunk("IHDR", ihdr),
      chunk("IDAT", deflateSync(Buffer.alloc(1024))),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/** A PNG whose header is fine and whose image data is garbage. */
async function makeCorruptPng(): Promise<Uint8Array> {
  const png = Buffer.from(
    await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3a6ea5" } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  );
  const idat = png.indexOf("IDAT");
  const length = png.readUInt32BE(idat - 4);
  let seed = 7;
  for (let i = idat + 4 + 16; i < idat + 4 + length; i++) png[i] = seed = (seed * 131 + 17) & 255;
  return new Uint8Array(png);
}

const CII_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter>
      <ram:ID>urn:cen.eu:en16931:2017</ram:ID>
    </ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>RE-2024-0815</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20240314</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:SellerTradeParty><ram:Name>Muster Bürobedarf GmbH</ram:Name></ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Beispiel Steuerberatung KG</ram:Name></ram:BuyerTradeParty>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>1000.00</ram:LineTo`;

export async function makeBadInputs(dir?: string, opts: BadInputOptions = {}): Promise<BadInput[]> {
  const sizeLimit = opts.sizeLimitBytes ?? 25 * 1024 * 1024;
  const text = (s: string) => new Uint8Array(Buffer.from(s, "utf8"));
  const textPdf = await makeTextPdf();

  const inMemory: [BadInputName, string, FileKind | null, FileErrorCode | undefined, Uint8Array][] = [
    [
      "programAsPdf",
      "rechnung.pdf",
      null,
      "UNSUPPORTED_TYPE",
      new Uint8Array((await readFile(process.execPath)).subarray(0, 64 * 1024)),
    ],
    [
      "truncatedPdf",
      "rechnung-abgeschnitten.pdf",
      "PDF",
      "PDF_DAMAGED",
      textPdf.slice(0, Math.floor(textPdf.length * 0.4)),
    ],
    [
      "encryptedPdf",
      "rechnung-passwort.pdf",
      "PDF",
      "PDF_ENCRYPTED",
      makeEncryptedPdf({ userPassword: "geheim", ownerPassword: "owner" }),
    ],
    ["emptyFile", "leer.pdf", null, "FILE_EMPTY", new Uint8Array(0)],
    ["zeroPagePdf", "keine-seiten.pdf", "PDF", "PDF_EMPTY", makeZeroPagePdf()],
    ["manyPagesPdf", "3000-seiten.pdf", "PDF", "PDF_TOO_MANY_PAGES", await makeManyPagesPdf(opts.manyPages ?? 3000)],
    [
      "xxeXml",
      "xrechnung-xxe.xml",
      "XML",
      undefined,
      text(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE rsm:CrossIndustryInvoice [
  <!ENTITY xxe SYSTEM "file:///etc/passwd">
]>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100">
  <rsm:ExchangedDocument><ram:ID xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100">&xxe;</ram:ID></rsm:ExchangedDocument>
</rsm:CrossIndustryInvoice>
`),
    ],
    [
      "billionLaughsXml",
      "lol.xml",
      "XML",
      undefined,
      text(`<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
${Array.from({ length: 9 }, (_, i) => `  <!ENTITY lol${i + 1} "${`&lol${i === 0 ? "" : i};`.repeat(10)}">`).join("\n")}
]>
<lolz>&lol9;</lolz>
`),
    ],
    ["brokenCii", "factur-x.xml", "XML", undefined, text(CII_HEAD)],
    [
      "htmlAsXml",
      "rechnung.xml",
      null,
      "UNSUPPORTED_TYPE",
      text(
        `<!DOCTYPE html>\n<html lang="de"><head><title>Rechnung</title></head><body><p>Ihre Rechnung</p></body></html>\n`,
      ),
    ],
    ["corruptPng", "scan.png", "PNG", "IMAGE_DAMAGED", await makeCorruptPng()],
    ["pngBomb", "foto.png", "PNG", "IMAGE_TOO_LARGE", makePngBomb()],
  ];

  const inputs: BadInput[] = inMemory.map(([name, filename, sniffsAs, expectedCode, bytes]) => ({
    name,
    filename,
    sniffsAs,
    expectedCode,
    size: bytes.length,
    bytes,
    stream: () => Readable.from([Buffer.from(bytes)], { objectMode: false }),
  }));
  inputs.push({
    name: "oversizedPdf",
    filename: "riesig.pdf",
    sniffsAs: "PDF",
    expectedCode: "FILE_TOO_LARGE",
    size: sizeLimit + 1,
    stream: () => makeOversizedStream(sizeLimit + 1),
  });

  if (dir) {
    await mkdir(dir, { recursive: true });
    for (const input of inputs) {
      const path = join(dir, `${input.name}-${input.filename}`);
      if (input.bytes) await writeFile(path, input.bytes);
      else await pipeline(input.stream(), createWriteStream(path));
      input.path = path;
      if (!input.bytes) input.stream = () => createReadStream(path);
    }
  }
  return inputs;
}
