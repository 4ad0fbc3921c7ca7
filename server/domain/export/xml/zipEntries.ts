// Names of files inside an export ZIP and the streamed ZIP itself. DATEV reads only plain ASCII
// names; every export ZIP uses the same rules so that no entry can escape its folder ("../"),
// collide with another (a second "Rechnung.pdf" becomes "Rechnung_2.pdf") or carry characters a
// Windows unzip refuses.
import { Readable } from "node:stream";
import { ZipArchive } from "archiver";

const TRANSLITERATION: Record<string, string> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  Ä: "Ae",
  Ö: "Oe",
  Ü: "Ue",
  ß: "ss",
};

/** One path segment in safe ASCII: umlauts transliterated, accents dropped, everything else "_". */
export function asciiFileName(name: string, fallback = "file"): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const ascii = base
    .normalize("NFC")
    .replace(/[äöüÄÖÜß]/g, (ch) => TRANSLITERATION[ch] ?? ch)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^[._-]+/, "")
    .replace(/[._]+$/, "");
  const cut = ascii.length > 120 ? shorten(ascii, 120) : ascii;
  return cut === "" ? fallback : cut;
}

function shorten(name: string, max: number): string {
  const dot = name.lastIndexOf(".");
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
  return name.slice(0, max - ext.length) + ext;
}

/** Hands out unique safe names (case-insensitively unique, as on Windows and macOS). */
export class ZipNamer {
  private readonly used = new Set<string>();

  name(wanted: string, fallback = "file"): string {
    const safe = asciiFileName(wanted, fallback);
    const dot = safe.lastIndexOf(".");
    const stem = dot > 0 ? safe.slice(0, dot) : safe;
    const ext = dot > 0 ? safe.slice(dot) : "";
    let candidate = safe;
    for (let n = 2; this.used.has(candidate.toLowerCase()); n++) candidate = `${stem}_${n}${ext}`;
    this.used.add(candidate.toLowerCase());
    return candidate;
  }
}

export type ZipEntrySource = AsyncIterable<Uint8Array> | Uint8Array | string;

/** One ZIP entry; `content` is called only when the entry is written, one entry at a time. */
export interface ZipEntry {
  name: string;
  content: () => Promise<ZipEntrySource> | ZipEntrySource;
}

/**
 * A ZIP streamed entry by entry: each entry's content is opened only when the previous one is
 * written, so at most one file is read at a time and the archive is never held in memory. An
 * error in an entry source ends the stream with that error.
 */
export function streamZip(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): Readable {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const run = async () => {
    for await (const entry of entries) {
      const source = await entry.content();
      const written = new Promise<void>((resolve, reject) => {
        const onEntry = () => {
          archive.off("error", onError);
          resolve();
        };
        const onError = (error: Error) => {
          archive.off("entry", onEntry);
          reject(error);
        };
        archive.once("entry", onEntry);
        archive.once("error", onError);
      });
      if (typeof source === "string" || source instanceof Uint8Array) {
        archive.append(Buffer.from(source), { name: entry.name });
      } else {
        archive.append(Readable.from(source, { objectMode: false }), { name: entry.name });
      }
      await written;
    }
    await archive.finalize();
  };
  run().catch((error: unknown) => {
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}
