import { useCallback } from "react";
import { fetchQuery, useRelayEnvironment } from "react-relay";
import SettingsBankConnectionsPageQueryNode, {
  type SettingsBankConnectionsPageQuery,
} from "../../../__generated__/SettingsBankConnectionsPageQuery.graphql.ts";

/** Loads the connections again from the server; the answer updates the page in place.
 * Never rejects (a failed refresh leaves the page as it was; the next one may succeed). */
export function useConnectionsRefresh(): () => Promise<void> {
  const environment = useRelayEnvironment();
  return useCallback(
    () =>
      // On demand: reads the page's query again after a change or while a bank process runs (polling).
      fetchQuery<SettingsBankConnectionsPageQuery>(
        environment,
        SettingsBankConnectionsPageQueryNode,
        {},
        { fetchPolicy: "network-only" },
      )
        .toPromise()
        .then(
          () => undefined,
          () => undefined,
        ),
    [environment],
  );
}
