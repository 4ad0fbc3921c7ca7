import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chooseEncoding } from "./staticFiles.ts";

/** Smaller answers gain nothing from compression (one packet either way). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The levels for JSON answers, compressed anew for every request: the fastest. Higher levels
 * cost the server much more CPU per answer for a few per cent less size (a 2.4 kB AppShellQuery
 * answer: brotli quality 4 → 1 takes 42 → 18 µs for 1047 → 1104 bytes). Static files are
 * compressed once at build time at the highest levels (scripts/precompress.ts).
 */
export const JSON_COMPRESSION = { brotliQuality: 1, gzipLevel: 1 } as const;

/** JSON answers only: GraphQL's and the REST API's. Event streams, multipart (incremental
 * delivery), file downloads and already compressed bodies pass untouched. */
const COMPRESSIBLE = /^application\/(?:json|graphql-response\+json)\b/i;

type Callback = (error?: Error | null) => void;

/**
 * Compresses the JSON answer to this request (brotli or gzip by Accept-Encoding) when it has at
 * least COMPRESS_MIN_BYTES; adds `Vary: Accept-Encoding` to every JSON answer. Call before the
 * handler writes: a JSON body is held until it ends (handlers send JSON in one piece), anything
 * else is written through as it comes.
 */
export function compressJsonResponse(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === "HEAD") return;
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let mode: "undecided" | "hold" | "pass" = "undecided";
  let heldMessage: string | undefined;
  const chunks: Buffer[] = [];

  const restore = () => {
    res.writeHead = original.writeHead;
    res.write = original.write;
    res.end = original.end;
  };
  const decide = () => {
    if (mode !== "undecided") return;
    const type = String(res.getHeader("content-type") ?? "");
    const isHeld =
      COMPRESSIBLE.test(type) &&
      !res.hasHeader("content-encoding") &&
      res.statusCode !== 204 &&
      res.statusCode !== 206 &&
      res.statusCode !== 304;
    mode = isHeld ? "hold" : "pass";
    if (mode === "pass") restore();
  };
  const toBuffer = (chunk: unknown, encodingArg?: BufferEncoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), encodingArg ?? "utf8");

  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    // writeHead(status, [message], [headers]): move the headers onto the response, decide later.
    const message = typeof rest[0] === "string" ? rest[0] : undefined;
    const headers = (typeof rest[0] === "string" ? rest[1] : rest[0]) as OutgoingHttpHeaders | unknown[] | undefined;
    res.statusCode = statusCode;
    if (Array.isArray(headers)) {
      // [[name, value], …] or [name, value, name, value, …]
      const pairs = Array.isArray(headers[0])
        ? (headers as [string, string][])
        : headers.flatMap((_, i) => (i % 2 === 0 ? [[headers[i], headers[i + 1]] as [string, string]] : []));
      for (const [name, value] of pairs) res.setHeader(String(name), value);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    decide();
    if (mode === "pass") {
      if (message) res.statusMessage = message;
      return original.writeHead.call(res, statusCode);
    }
    heldMessage = message;
    return res;
  } as ServerResponse["writeHead"];

  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    decide();
    if (mode === "pass") return (original.write as (...args: unknown[]) => boolean).call(res, chunk, ...rest);
    const encodingArg = typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : undefined;
    const callback = rest.find((arg): arg is Callback => typeof arg === "function");
    chunks.push(toBuffer(chunk, encodingArg));
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse["write"];

  res.end = function (this: ServerResponse, ...args: unknown[]) {
    decide();
    if (mode === "pass") return (original.end as (...a: unknown[]) => ServerResponse).apply(res, args);
    const callback = args.find((arg): arg is Callback => typeof arg === "function");
    const [chunk, encodingArg] = args;
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") {
      chunks.push(toBuffer(chunk, typeof encodingArg === "string" ? (encodingArg as BufferEncoding) : undefined));
    }
    restore();
    let body = Buffer.concat(chunks);
    res.setHeader("Vary", varyWithAcceptEncoding(res.getHeader("vary")));
    if (encoding && body.length >= COMPRESS_MIN_BYTES) {
      body =
        encoding === "br"
          ? brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: JSON_COMPRESSION.brotliQuality,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : gzipSync(body, { level: JSON_COMPRESSION.gzipLevel });
      res.setHeader("Content-Encoding", encoding);
    }
    res.setHeader("Content-Length", String(body.length));
    if (heldMessage) res.statusMessage = heldMessage;
    return callback ? res.end(body, callback) : res.end(body);
  } as ServerResponse["end"];
}

function varyWithAcceptEncoding(current: number | string | string[] | undefined): string {
  const value = Array.isArray(current) ? current.join(", ") : current === undefined ? "" : String(current);
  if (value === "*" || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(value)) return value;
  return value ? `${value}, Accept-Encoding` : "Accept-Encoding";
}
