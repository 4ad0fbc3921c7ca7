import { commitMutation, graphql } from "react-relay";
import type { IEnvironment } from "relay-runtime";
import type { commitLoginMutation as CommitLoginMutation } from "../../../__generated__/commitLoginMutation.graphql.ts";

const mutation = graphql`
  mutation commitLoginMutation($token: String!) {
    login(input: { token: $token }) {
      userRowId
    }
  }
`;

/** `mutation login(token)`: the server verifies the ID token and sets the session cookie.
 * Called outside React (the sign-in callback runs once), hence commitMutation. */
export function commitLoginMutation(environment: IEnvironment, token: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    commitMutation<CommitLoginMutation>(environment, {
      mutation,
      variables: { token },
      onCompleted: (response) => resolve(response.login?.userRowId ?? null),
      onError: reject,
    });
  });
}
