/** One entry of a GraphQL response's `errors` list, as far as the client relies on it. */
export interface GraphQLErrorPayload {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: unknown; [key: string]: unknown };
}

export interface GraphQLRequestErrorOptions {
  /** Stable machine-readable code: the first error's `extensions.code`, or a client code
   * such as NETWORK_ERROR / HTTP_ERROR. The UI translates by code. */
  code?: string;
  errors?: readonly GraphQLErrorPayload[];
  status?: number;
  cause?: unknown;
}

/** A failed GraphQL request: the server's errors, a transport failure or a bad answer. */
export class GraphQLRequestError extends Error {
  readonly code: string | undefined;
  readonly errors: readonly GraphQLErrorPayload[];
  readonly status: number | undefined;

  constructor(message: string, options: GraphQLRequestErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = "GraphQLRequestError";
    this.code = options.code;
    this.errors = options.errors ?? [];
    this.status = options.status;
  }

  /** Builds the error from a response's `errors` list (first error names the code). */
  static fromErrors(errors: readonly GraphQLErrorPayload[], status?: number): GraphQLRequestError {
    const first = errors[0];
    const code = typeof first?.extensions?.code === "string" ? first.extensions.code : undefined;
    const message = errors.map((e) => e.message).join("\n") || "The GraphQL request failed.";
    return new GraphQLRequestError(message, { code, errors, status });
  }
}

export function isGraphQLRequestError(error: unknown): error is GraphQLRequestError {
  return error instanceof GraphQLRequestError;
}
