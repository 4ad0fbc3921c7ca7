import { commitMutation, fetchQuery } from "relay-runtime";
import { describe, expect, it } from "vitest";
import MoneyAccountCreatePageQueryNode, {
  type MoneyAccountCreatePageQuery,
} from "../__generated__/MoneyAccountCreatePageQuery.graphql.ts";
import useDeleteMoneyCategoryMutationNode, {
  type useDeleteMoneyCategoryMutation,
} from "../__generated__/useDeleteMoneyCategoryMutation.graphql.ts";
import { createMockRelayEnvironment } from "./mockRelayEnvironment.ts";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const MUTATION = "useDeleteMoneyCategoryMutation";

function deleteCategory(environment: ReturnType<typeof createMockRelayEnvironment>["environment"], id: string) {
  return new Promise<unknown>((resolve, reject) => {
    commitMutation<useDeleteMoneyCategoryMutation>(environment, {
      mutation: useDeleteMoneyCategoryMutationNode,
      variables: { input: { rowId: id } },
      onCompleted: (response, errors) => (errors ? reject(new Error("payload errors")) : resolve(response)),
      onError: reject,
    });
  });
}

describe("createMockRelayEnvironment", () => {
  it("answers queries at once and holds the named operations until the test answers them", async () => {
    const mock = createMockRelayEnvironment({
      operations: { MoneyAccountCreatePageQuery: MoneyAccountCreatePageQueryNode },
      resolvers: { ClientCompany: () => ({ rowId: COMPANY }) },
      hold: [MUTATION],
    });
    const page = await fetchQuery<MoneyAccountCreatePageQuery>(mock.environment, MoneyAccountCreatePageQueryNode, {
      clientCompanyRowId: COMPANY,
    }).toPromise();
    expect(page?.clientCompany?.rowId).toBe(COMPANY);
    expect(mock.requestsOf("MoneyAccountCreatePageQuery")).toHaveLength(1);
    expect(mock.pendingOperations()).toHaveLength(0);

    let settled = false;
    const first = deleteCategory(mock.environment, "category-1").finally(() => (settled = true));
    const held = await mock.nextOperation(MUTATION);
    expect(held.variables).toEqual({ input: { rowId: "category-1" } });
    expect(mock.pendingOperations()).toEqual([held]);
    await Promise.resolve();
    expect(settled).toBe(false);

    held.resolve({ data: { deleteMoneyCategory: { deletedMoneyCategoryId: "category-1" } } });
    await expect(first).resolves.toEqual({ deleteMoneyCategory: { deletedMoneyCategoryId: "category-1" } });
    expect(mock.pendingOperations()).toHaveLength(0);
    expect(() => held.resolve({ data: {} })).toThrow("useDeleteMoneyCategoryMutation has been answered already");
    expect(mock.requestsOf(MUTATION)).toEqual([{ name: MUTATION, variables: { input: { rowId: "category-1" } } }]);
  });

  it("hands each held request to the test in the order it was sent, and passes refusals on", async () => {
    const mock = createMockRelayEnvironment({ hold: (name) => name.endsWith("Mutation") });
    const first = deleteCategory(mock.environment, "category-1");
    const second = deleteCategory(mock.environment, "category-2");
    const firstHeld = await mock.nextOperation(MUTATION);
    expect(firstHeld.variables).toEqual({ input: { rowId: "category-1" } });
    firstHeld.reject(new Error("FORBIDDEN"));
    await expect(first).rejects.toThrow("FORBIDDEN");

    const secondHeld = await mock.nextOperation(MUTATION);
    expect(secondHeld.variables).toEqual({ input: { rowId: "category-2" } });
    secondHeld.resolve({ data: { deleteMoneyCategory: null } });
    await expect(second).resolves.toEqual({ deleteMoneyCategory: null });
  });

  it("generates a held operation's answer from resolvers when the test gives no payload", async () => {
    const mock = createMockRelayEnvironment({
      operations: { [MUTATION]: useDeleteMoneyCategoryMutationNode },
      hold: [MUTATION],
    });
    const done = deleteCategory(mock.environment, "category-1");
    (await mock.nextOperation(MUTATION)).resolve({
      DeleteMoneyCategoryPayload: () => ({ deletedMoneyCategoryId: "category-1" }),
    });
    await expect(done).resolves.toEqual({ deleteMoneyCategory: { deletedMoneyCategoryId: "category-1" } });
  });
});
