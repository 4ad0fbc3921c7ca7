import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { makeBadInputs, makeMultiPageTiff, makeTextPdf, type BadInput } from "../test/badInputs.ts";
import { FileProcessingError } from "./errors.ts";
import { SNIFF_BYTES, requireSupportedType, sniffFileType } from "./sniff.ts";

const EINVOICE = path.resolve(import.meta.dirname, "../../testdata/einvoice/zugferd-corpus/XML-Rechnung");
const bytes = (s: string) => new Uint8Array(Buffer.from(s, "utf8"));
const kindOf = (b: Uint8Array) => sniffFileType(b.subarray(0, SNIFF_BYTES))?.kind ?? null;

describe("sniffFileType", () => {
  let bad: BadInput[];
  beforeAll(async () => {
    bad = await makeBadInputs(undefined, { sizeLimitBytes: 1024 });
  });

  it("recognises PDF, PNG, JPEG, TIFF (both byte orders) and XML", async () => {
    const create = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } });
    expect(sniffFileType(await makeTextPdf())).toEqual({ kind: "PDF", mediaType: "application/pdf", extension: "pdf" });
    expect(sniffFileType(await create().png().toBuffer())?.kind).toBe("PNG");
    expect(sniffFileType(await create().jpeg().toBuffer())).toEqual({
      kind: "JPEG",
      mediaType: "image/jpeg",
      extension: "jpg",
    });
    expect(sniffFileType(await create().tiff().toBuffer())?.mediaType).toBe("image/tiff");
    expect(sniffFileType(await makeMultiPageTiff())?.kind).toBe("TIFF");
    expect(kindOf(bytes("MM\0*\0\0\0\x08"))).toBe("TIFF");
    const cii = await readFile(path.join(EINVOICE, "CII", "EN16931_Einfach.cii.xml"));
    expect(kindOf(cii)).toBe("XML");
    expect(sniffFileType(cii)?.mediaType).toBe("application/xml");
  });

  it("finds the PDF header after junk within the first 1024 bytes, not later", () => {
    expect(kindOf(bytes(" ".repeat(1000) + "%PDF-1.7\n"))).toBe("PDF");
    expect(kindOf(bytes(" ".repeat(1020) + "%PDF-1.7\n"))).toBe(null);
    expect(kindOf(bytes("%PDF"))).toBe(null);
  });

  it("accepts the forms XML takes: BOM, white space, comments, DOCTYPE, no declaration", () => {
    expect(kindOf(bytes('\uFEFF<?xml version="1.0"?><x/>'))).toBe("XML");
    expect(kindOf(bytes('\n\t  <?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns="x">'))).toBe("XML");
    expect(kindOf(bytes("<!-- exported --><rsm:CrossIndustryInvoice xmlns:rsm='x'>"))).toBe("XML");
    expect(kindOf(bytes('<?xml version="1.0"?><?xml-stylesheet href="a.xsl"?><Invoice>'))).toBe("XML");
    expect(kindOf(bytes("<Invoice>"))).toBe("XML");
    expect(kindOf(bytes("<Ärger/>"))).toBe("XML");
    expect(kindOf(bytes('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "[b]">]><x>&e;</x>'))).toBe("XML");
    // The head ends inside the prolog: still XML (the parser decides about the rest).
    expect(kindOf(bytes('<?xml version="1.0"?>\n<!-- ' + "x".repeat(5000)))).toBe("XML");
  });

  it("refuses HTML, SVG, PHP, text, JSON and binaries, whatever the file is called", () => {
    for (const lie of [
      "<!DOCTYPE html><html><body>Rechnung</body></html>",
      "<!doctype HTML PUBLIC '-//W3C//DTD HTML 4.01//EN'>",
      "  <HTML lang=de>",
      "<html>",
      "<!-- generated --><html>",
      '<?xml version="1.0"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml">',
      '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml">',
      '<?xml version="1.0"?><x:html xmlns:x="http://www.w3.org/1999/xhtml">',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      "<?php echo 1; ?>",
      "<head><script>",
      "<1a>",
      "< a>",
      "<x\0b>",
      "<invoice>\u0001",
      "Rechnung Nr. 1",
      '{"invoice": 1}',
      "",
      "\uFEFF",
      "<body><p>Rechnung</p></body>",
      "<a href=x>",
      "<TABLE><tr>",
    ]) {
      expect(kindOf(bytes(lie)), lie).toBe(null);
    }
    // UTF-16 XML is not accepted.
    expect(kindOf(new Uint8Array(Buffer.from('\uFEFF<?xml version="1.0"?><x/>', "utf16le")))).toBe(null);
  });

  it("says what the bad inputs are by content, not by name", () => {
    for (const input of bad) {
      const head = input.bytes?.subarray(0, SNIFF_BYTES) ?? bytes("%PDF-1.7\n");
      expect(sniffFileType(head)?.kind ?? null, input.name).toBe(input.sniffsAs);
    }
    const elf = bad.find((b) => b.name === "programAsPdf")!;
    expect(Buffer.from(elf.bytes!.subarray(0, 4)).toString("latin1")).toBe("\x7fELF");
  });

  it("requireSupportedType raises FILE_EMPTY and UNSUPPORTED_TYPE", () => {
    expect(() => requireSupportedType(new Uint8Array(0), 0)).toThrow(
      expect.objectContaining({ code: "FILE_EMPTY" }) as unknown as Error,
    );
    const error = (() => {
      try {
        requireSupportedType(bytes("<html>"), 6);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(FileProcessingError);
    expect((error as FileProcessingError).code).toBe("UNSUPPORTED_TYPE");
    expect(requireSupportedType(bytes("%PDF-1.4"), 8).kind).toBe("PDF");
  });
});
