import { GraphQLRequestError } from "./GraphQLRequestError.ts";
import type { UseMutationConfig } from "react-relay";
import type { Disposable, MutationParameters } from "relay-runtime";

/** A mutation of useMutation as a promise: resolves with the response, rejects with the
 * network's error (a GraphQLRequestError carrying the server's code). */
export function commitAsPromise<T extends MutationParameters>(
  commit: (config: UseMutationConfig<T>) => Disposable,
  variables: T["variables"],
): Promise<T["response"]> {
  return new Promise((resolve, reject) => {
    commit({ variables, onCompleted: (response) => resolve(response), onError: reject });
  });
}

/** The changed row of a mutation's answer. Row-level security hides rows the user may not
 * change: the update or delete then finds nothing and answers without a row, which is a
 * refusal (NOT_SAVED), not a success. */
export function changedRow<T>(row: T | null | undefined): T {
  if (row === null || row === undefined) {
    throw new GraphQLRequestError("The change was not saved.", { code: "NOT_SAVED" });
  }
  return row;
}
