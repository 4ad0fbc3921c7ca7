import { commitMutation, graphql } from "react-relay";
import type { IEnvironment } from "relay-runtime";
import type { commitLogoutMutation as CommitLogoutMutation } from "../../../__generated__/commitLogoutMutation.graphql.ts";

const mutation = graphql`
  mutation commitLogoutMutation {
    logout {
      success
    }
  }
`;

/** `mutation logout`: ends the server session and clears the cookie. */
export function commitLogoutMutation(environment: IEnvironment): Promise<boolean> {
  return new Promise((resolve, reject) => {
    commitMutation<CommitLogoutMutation>(environment, {
      mutation,
      variables: {},
      onCompleted: (response) => resolve(response.logout?.success === true),
      onError: reject,
    });
  });
}
