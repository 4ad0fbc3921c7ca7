import { Environment, Network, RecordSource, Store } from "relay-runtime";
import { fetchGraphQL } from "./network.ts";
import { subscribeGraphQL } from "./subscriptions.ts";

export function createRelayEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource()),
  });
}
