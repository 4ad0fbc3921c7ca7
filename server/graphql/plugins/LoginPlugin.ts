import type { ServerResponse } from "node:http";
import { context, lambda, SafeError, sideEffect } from "postgraphile/grafast";
import { extendSchema, gql } from "postgraphile/utils";
import { type AppAuth, AuthError } from "../../auth/appAuth.ts";
import type { AppSession } from "../../auth/sessions.ts";

declare global {
  namespace Grafast {
    interface Context {
      /** From Yoga's server context (HTTP only). */
      res?: ServerResponse;
      appSession?: AppSession | null;
      appAuth?: AppAuth;
    }
  }
}

const asSafe = (e: unknown) => {
  if (e instanceof AuthError) return new SafeError(e.message, { code: e.code });
  return e;
};

function auth(ctx: Grafast.Context): AppAuth {
  if (!ctx.appAuth) throw new SafeError("Unable to initialize session", { code: "SESSION_FAILED" });
  return ctx.appAuth;
}

/**
 * Sessions through GraphQL: `login(token)` turns a verified ID token into a server-side
 * session and its httpOnly cookie, `logout` ends it, `impersonateUser` lets a super admin
 * act as someone else (recorded in the session). These touch cookies and app_private, so
 * they are plans over AppAuth rather than SQL functions.
 */
export const LoginPlugin = extendSchema(() => ({
  typeDefs: gql`
    input LoginInput {
      """
      The ID token the identity provider issued to the SPA.
      """
      token: String!
    }
    type LoginPayload {
      userRowId: UUID
    }
    type LogoutPayload {
      success: Boolean!
    }
    input ImpersonateUserInput {
      userRowId: UUID!
    }
    type ImpersonateUserPayload {
      userRowId: UUID
    }
    extend type Mutation {
      """
      Signs in with an ID token of the configured issuer; sets the session cookie.
      Errors: INVALID_TOKEN, USER_NOT_FOUND, SESSION_FAILED.
      """
      login(input: LoginInput!): LoginPayload
      """
      Ends the current session and clears the session cookie.
      """
      logout: LogoutPayload
      """
      Super admins only: replaces the session with one acting as the given user.
      """
      impersonateUser(input: ImpersonateUserInput!): ImpersonateUserPayload
    }
    extend type Query {
      """
      Whether a super admin is acting as the current user (false when signed out).
      """
      currentSessionIsImpersonated: Boolean
    }
  `,
  objects: {
    Mutation: {
      plans: {
        login(_$root, fieldArgs) {
          const $token = fieldArgs.getRaw(["input", "token"]);
          return sideEffect([$token, context()], async ([token, ctx]) => {
            try {
              return await auth(ctx).login(String(token), ctx.res, ctx.appSession);
            } catch (e) {
              throw asSafe(e);
            }
          });
        },
        logout() {
          return sideEffect([context()], async ([ctx]) => {
            try {
              return await auth(ctx).logout(ctx.res, ctx.appSession);
            } catch (e) {
              throw asSafe(e);
            }
          });
        },
        impersonateUser(_$root, fieldArgs) {
          const $userRowId = fieldArgs.getRaw(["input", "userRowId"]);
          return sideEffect([$userRowId, context()], async ([userRowId, ctx]) => {
            try {
              return await auth(ctx).impersonate(String(userRowId), ctx.res, ctx.appSession);
            } catch (e) {
              throw asSafe(e);
            }
          });
        },
      },
    },
    Query: {
      plans: {
        currentSessionIsImpersonated() {
          return lambda(context(), (ctx) => Boolean(ctx.appSession?.impersonatorUserId));
        },
      },
    },
  },
}));
