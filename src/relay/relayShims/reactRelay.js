// What the app takes from react-relay, each hook from its own module. react-relay's hooks entry
// (CommonJS, so not tree-shaken) also loads the entry-point APIs, the invalidation-state hook and
// the experimental mutation action, which the app does not use (~1 kB gzip on every first
// screen). vite.config.ts points `react-relay` here; types still come from @types/react-relay.
// A name missing here fails the build (Rolldown's MISSING_EXPORT), never the page at run time.
import { loadQuery } from "react-relay/lib/relay-hooks/loadQuery.js";
import RelayEnvironmentProvider from "react-relay/lib/relay-hooks/RelayEnvironmentProvider.js";
import useFragment from "react-relay/lib/relay-hooks/useFragment.js";
import useLazyLoadQuery from "react-relay/lib/relay-hooks/useLazyLoadQuery.js";
import useMutation from "react-relay/lib/relay-hooks/useMutation.js";
import usePaginationFragment from "react-relay/lib/relay-hooks/usePaginationFragment.js";
import usePreloadedQuery from "react-relay/lib/relay-hooks/usePreloadedQuery.js";
// react-relay's useQueryLoader only calls this one while ENABLE_ACTIVITY_COMPATIBILITY is on (the
// default; relayShims.test.ts checks): without the unused other half
import useQueryLoader from "react-relay/lib/relay-hooks/useQueryLoader_EXPERIMENTAL.js";
import useRefetchableFragment from "react-relay/lib/relay-hooks/useRefetchableFragment.js";
import useRelayEnvironment from "react-relay/lib/relay-hooks/useRelayEnvironment.js";
import useSubscription from "react-relay/lib/relay-hooks/useSubscription.js";
import {
  ConnectionHandler,
  commitLocalUpdate,
  commitMutation,
  fetchQuery,
  graphql,
  readInlineData,
  requestSubscription,
} from "relay-runtime";

export {
  ConnectionHandler,
  RelayEnvironmentProvider,
  commitLocalUpdate,
  commitMutation,
  fetchQuery,
  graphql,
  loadQuery,
  readInlineData,
  requestSubscription,
  useFragment,
  useLazyLoadQuery,
  useMutation,
  usePaginationFragment,
  usePreloadedQuery,
  useQueryLoader,
  useRefetchableFragment,
  useRelayEnvironment,
  useSubscription,
};
