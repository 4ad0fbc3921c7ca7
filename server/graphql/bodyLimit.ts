import { createGraphQLError, type Plugin } from "graphql-yoga";

// The refusals of Yoga's body limit (plugins/request-validation/use-limit-request-body-size), the
// size one with the product's own code so the client can say it in words.
const tooLarge = () =>
  createGraphQLError("Request body too large", {
    extensions: { http: { status: 413 }, code: "REQUEST_TOO_LARGE" },
  });
const invalidContentLength = () =>
  createGraphQLError("Content-Length header is invalid.", {
    extensions: { http: { status: 400 }, code: "BAD_REQUEST" },
  });
const CONTENT_LENGTH = /^\d+$/;

/**
 * Yoga's `maxRequestBodySize`, without its cost for the requests that name their length. Yoga
 * checks Content-Length and then also pipes every body through a counting stream, which costs
 * the server a stream pipeline (and an AbortController with its DOMException when it ends) per
 * request. A body with a valid Content-Length within the limit cannot grow beyond it (Node's
 * HTTP parser reads exactly that many bytes; a request with both Content-Length and
 * Transfer-Encoding is refused by Node itself), so only bodies without one (chunked) are
 * counted as they arrive. 413 with the product's REQUEST_TOO_LARGE (translated on the client, as every other size refusal), 400 BAD_REQUEST.
 * Used with `maxRequestBodySize: false`; placed among the plugins after Yoga's request parsers.
 */
export function useBodySizeLimit(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const contentLength = request.headers.get("content-length");
      if (contentLength != null) {
        if (!CONTENT_LENGTH.test(contentLength)) throw invalidContentLength();
        if (Number(contentLength) > limit) throw tooLarge();
        return;
      }
      if (requestParser == null || request.body == null) return;
      const body = request.body;
      const parse = requestParser;
      setRequestParser((req) => {
        let bytesRead = 0;
        const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
        const limited = body.pipeThrough(
          new Transform<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              bytesRead += chunk.byteLength;
              if (bytesRead > limit) controller.error(tooLarge());
              else controller.enqueue(chunk);
            },
          }),
        );
        return parse(
          new fetchAPI.Request(req.url, {
            method: req.method,
            headers: req.headers,
            signal: req.signal,
            body: limited,
            duplex: "half",
          } as RequestInit),
        );
      });
    },
  };
}
