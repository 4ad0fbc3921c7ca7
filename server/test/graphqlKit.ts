/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { expect } from "vitest";
import type { TestServer } from "./testServer.ts";

/** A GraphQL answer as the tests read it. */
export interface GraphqlAnswer {
  data?: any;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * What integration tests of one company's rows keep writing: statements as the owner, members
 * with a role, GraphQL as a signed-in user, and the coded refusal of an answer that must fail.
 * `defaultCookie` is asked at each call, so it may be set in beforeAll after the kit is made.
 */
export function graphqlKit(server: () => TestServer, defaultCookie: () => string | undefined) {
  const owner = async (sql: string, params: unknown[] = []) => (await server().ownerPool.query(sql, params)).rows;

  /** A new user who is a member of the company with this role, signed in (their cookie). */
  const member = async (companyId: string, email: string, role: string) => {
    const [u] = await owner(
      "insert into app_public.users (email, first_name, last_name) values ($1, 'Test', 'User') returning id",
      [email],
    );
    await owner(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, $3)",
      [u.id, companyId, role],
    );
    return server().signIn(u.id as string);
  };

  const gql = async (query: string, variables: Record<string, unknown>, cookie = defaultCookie()) => {
    const { json } = await server().graphql({ query, variables }, cookie);
    return json as GraphqlAnswer;
  };

  /** The code (and the input field it names) of an answer that must fail. */
  const refusal = (answer: GraphqlAnswer) => {
    expect(answer.errors, JSON.stringify(answer.data)).toBeDefined();
    const { code, field } = answer.errors![0]!.extensions ?? {};
    return field ? { code, field } : { code };
  };

  return { owner, member, gql, refusal };
}
