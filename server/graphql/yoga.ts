import type { IncomingMessage, ServerResponse } from "node:http";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { getOperationAST, type GraphQLSchema, NoSchemaIntrospectionCustomRule } from "graphql";
import type pg from "pg";
import { createYoga, type Plugin, useExecutionCancellation } from "graphql-yoga";
import { execute as grafastExecute, hookArgs, subscribe as grafastSubscribe } from "postgraphile/grafast";
import type { AccountSecurity } from "../auth/accountSecurity.ts";
import type { AppAuth } from "../auth/appAuth.ts";
import type { AppSession } from "../auth/sessions.ts";
import type { Logger } from "../logger.ts";
import { CSRF_HEADERS } from "../../src/lib/csrf.ts";
import { useBodySizeLimit } from "./bodyLimit.ts";
import { makeMaskError } from "./errors.ts";
import { makeOperationWithPgClient } from "./pgAdaptor.ts";
import { useRequestLimits } from "./limits.ts";
import { extractOperationId, lookupOperation, PERSISTED_ERRORS, type QueryMap } from "./persisted.ts";

export interface YogaServerContext {
  req: IncomingMessage;
  res: ServerResponse;
  appSession: AppSession | null;
  /** Opens and ends sessions (mutation login, logout, impersonateUser). */
  appAuth: AppAuth;
  /** The user's own password, TOTP and sessions (AccountSecurityPlugin). */
  accountSecurity: AccountSecurity;
}

/**
 * Runs operations with Grafast. Yoga's own `useGrafast` would ignore our preset (and with it
 * pgSettings, withPgClient and pgSubscriber), so the Grafast context is built here with
 * `hookArgs` from the resolved preset and the request's session. A query's reads share one
 * transaction (`makeOperationWithPgClient` over `pool`, the pool of the preset's pgService);
 * mutations and subscriptions keep one per call.
 */
export function useGrafastWithPreset(
  resolvedPreset: GraphileConfig.ResolvedPreset,
  pool?: pg.Pool,
): Plugin<YogaServerContext> {
  const hook = (args: Parameters<typeof grafastExecute>[0]) => {
    const ctx = args.contextValue as YogaServerContext;
    return hookArgs({
      ...args,
      resolvedPreset,
      requestContext: { node: { req: ctx.req, res: ctx.res }, appSession: ctx.appSession },
    });
  };
  return {
    onExecute({ setExecuteFn }) {
      setExecuteFn(async (args) => {
        const hooked = await hook(args as never);
        if (!pool || getOperationAST(hooked.document, hooked.operationName)?.operation !== "query") {
          return grafastExecute(hooked) as never;
        }
        const operation = makeOperationWithPgClient(pool);
        (hooked.contextValue as Grafast.Context).withPgClient = operation.withPgClient;
        try {
          return (await grafastExecute(hooked)) as never;
        } finally {
          // A streamed result (@stream, @defer) goes on reading: from here each read (or reads at
          // the same time) in a transaction of its own.
          await operation.done();
        }
      });
    },
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(async (args) => grafastSubscribe(await hook(args as never)) as never);
    },
  };
}

/** Refuses __schema/__type when introspection is off (production). */
export const useNoIntrospection = (): Plugin => ({
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
});

export function makeYoga(opts: {
  schema: GraphQLSchema;
  resolvedPreset: GraphileConfig.ResolvedPreset;
  queryMap: QueryMap;
  persistedOnly: boolean;
  introspection: boolean;
  graphiql: boolean;
  /** Strip "Did you mean …?" hints from error messages (production). */
  hideSuggestions: boolean;
  /** Largest request body in bytes. */
  maxBodyBytes: number;
  logger: Logger;
  /** The pool of the preset's pgService: a query's concurrent reads share one transaction. */
  pool?: pg.Pool;
}) {
  const { queryMap } = opts;
  return createYoga<YogaServerContext>({
    schema: opts.schema,
    graphqlEndpoint: "/graphql",
    // GraphiQL (development) sends the CSRF header like the app does.
    graphiql: opts.graphiql ? { additionalHeaders: { ...CSRF_HEADERS } } : false,
    landingPage: false,
    // No CORS: only our own pages call this endpoint (app.ts also refuses foreign origins).
    cors: false,
    // JSON bodies only (app.ts refuses other content types before Yoga sees them); no
    // multipart uploads through GraphQL.
    multipart: false,
    // useBodySizeLimit below: the same limit, without a counting stream for every request.
    maxRequestBodySize: false,
    logging: {
      debug: (...a) => opts.logger.debug({ yoga: a.map(String).join(" ") }),
      info: (...a) => opts.logger.info({ yoga: a.map(String).join(" ") }),
      warn: (...a) => opts.logger.warn({ yoga: a.map(String).join(" ") }),
      error: (...a) => opts.logger.error({ yoga: a.map(String).join(" ") }),
    },
    maskedErrors: { maskError: makeMaskError(opts.logger) },
    plugins: [
      useExecutionCancellation(),
      usePersistedOperations<YogaServerContext>({
        getPersistedOperation: (id) => lookupOperation(queryMap, id),
        allowArbitraryOperations: !opts.persistedOnly,
        extractPersistedOperationId: (params) => extractOperationId(params as never),
        customErrors: {
          persistedQueryOnly: () => PERSISTED_ERRORS.onlyPersisted(),
          notFound: (payload) => PERSISTED_ERRORS.notFound(extractOperationId(payload.params as never) ?? ""),
          keyNotFound: () => PERSISTED_ERRORS.onlyPersisted(),
        },
      }),
      useBodySizeLimit(opts.maxBodyBytes),
      useRequestLimits({ hideSuggestions: opts.hideSuggestions }),
      ...(opts.introspection ? [] : [useNoIntrospection()]),
      useGrafastWithPreset(opts.resolvedPreset, opts.pool),
    ],
  });
}
