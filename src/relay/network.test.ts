import type { RequestParameters } from "relay-runtime";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CSRF_HEADER, CSRF_HEADER_VALUE } from "../lib/csrf.ts";
import { GraphQLRequestError } from "./GraphQLRequestError.ts";
import { fetchGraphQL } from "./network.ts";

const params = {
  id: "6edaa8fbc1daf1c6ec6145307227d559d782d5baf2f322917027d20421d4cfc8",
  name: "HomePageQuery",
  operationKind: "query",
  text: null,
  metadata: {},
  cacheID: "x",
} as RequestParameters;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8" } });

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const run = (p: RequestParameters = params, variables = {}) => fetchGraphQL(p, variables, {}) as Promise<unknown>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fetchGraphQL", () => {
  it("sends the persisted id as doc_id, never the operation text", async () => {
    const fetchMock = mockFetch(json({ data: { currentUser: null } }));
    await expect(run(params, { first: 10 })).resolves.toEqual({ data: { currentUser: null } });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/graphql");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("same-origin");
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toEqual({ doc_id: params.id, operationName: "HomePageQuery", variables: { first: 10 } });
    expect(body).not.toHaveProperty("query");
    // The server refuses GraphQL without the CSRF header and without a JSON content type.
    expect(init?.headers).toMatchObject({ [CSRF_HEADER]: CSRF_HEADER_VALUE, "Content-Type": "application/json" });
  });

  it("refuses an operation without a persisted id, without calling the server", async () => {
    const fetchMock = mockFetch(json({ data: {} }));
    await expect(run({ ...params, id: null, text: "query HomePageQuery { x }" } as RequestParameters)).rejects.toThrow(
      /HomePageQuery" has no persisted id/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("throws GraphQL errors with the code from extensions.code", async () => {
    mockFetch(
      json({ data: null, errors: [{ message: "You are not allowed to do this.", extensions: { code: "FORBIDDEN" } }] }),
    );
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ code: "FORBIDDEN", message: "You are not allowed to do this." });
  });

  it("reads the error body of a non-2xx answer (unknown persisted id)", async () => {
    mockFetch(
      json({ errors: [{ message: "Unknown operation id", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }] }, 400),
    );
    await expect(run()).rejects.toMatchObject({ code: "PERSISTED_QUERY_NOT_FOUND", status: 400 });
  });

  it("reports an unreachable server and a non-JSON answer with client codes", async () => {
    mockFetch(new TypeError("Failed to fetch"));
    await expect(run()).rejects.toMatchObject({ code: "NETWORK_ERROR" });
    mockFetch(new Response("<html>Bad gateway</html>", { status: 502, headers: { "content-type": "text/html" } }));
    await expect(run()).rejects.toMatchObject({ code: "HTTP_ERROR", status: 502 });
  });
});
