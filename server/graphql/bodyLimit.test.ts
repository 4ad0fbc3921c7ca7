import { describe, expect, it } from "vitest";
import { useBodySizeLimit } from "./bodyLimit.ts";

type Parser = (request: Request) => Promise<unknown>;

/** Yoga's JSON parser, as far as these tests need it. */
const parseJson: Parser = async (req) => JSON.parse(await req.text()) as unknown;

/** Runs the plugin's hook as Yoga does and returns the parser Yoga would use afterwards. */
function hook(limit: number, request: Request): Parser {
  let parser = parseJson;
  const onRequestParse = useBodySizeLimit(limit).onRequestParse!;
  void onRequestParse({
    request,
    requestParser: parser,
    setRequestParser: (next: Parser) => (parser = next),
    fetchAPI: { Request, TransformStream } as never,
  } as never);
  return parser;
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/graphql", { method: "POST", headers, body, duplex: "half" } as RequestInit);

/** A body without Content-Length (sent chunked), in pieces. */
const chunked = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

describe("useBodySizeLimit", () => {
  it("reads a body of a declared length within the limit as it is, without a counting stream", async () => {
    const body = JSON.stringify({ doc_id: "x" });
    const request = post(body, { "content-length": String(body.length) });
    const original = hook(100, request);
    // No parser of its own in between: the request is parsed as Yoga would without a limit.
    expect(original).toBe(parseJson);
    await expect(original(request)).resolves.toEqual({ doc_id: "x" });
  });

  it("refuses a declared length over the limit (413) and a malformed one (400), as Yoga does", () => {
    const over = () => hook(10, post("{}", { "content-length": "11" }));
    expect(over).toThrow("Request body too large");
    try {
      over();
    } catch (error) {
      expect((error as { extensions: unknown }).extensions).toEqual({
        http: { status: 413 },
        code: "REQUEST_TOO_LARGE",
      });
    }
    for (const malformed of ["-1", "1,1", "ten", "1e3"]) {
      try {
        hook(10, post("{}", { "content-length": malformed }));
        expect.unreachable(malformed);
      } catch (error) {
        expect((error as { extensions: unknown }).extensions).toEqual({ http: { status: 400 }, code: "BAD_REQUEST" });
      }
    }
  });

  it("counts a body without Content-Length as it arrives: within the limit it passes, beyond it is refused", async () => {
    const fits = post(chunked('{"doc_id"', ':"x"}'));
    await expect(hook(14, fits)(fits)).resolves.toEqual({ doc_id: "x" });
    const big = post(chunked('{"doc_id"', ':"xy"}'));
    await expect(hook(14, big)(big)).rejects.toThrow("Request body too large");
  });
});
