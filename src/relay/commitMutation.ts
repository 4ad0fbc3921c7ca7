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
