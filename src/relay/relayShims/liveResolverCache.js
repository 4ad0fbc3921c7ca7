// The app defines no Relay resolvers (no @relay_resolver, no client edges to client objects), so
// its store needs no cache of resolver values. RelayModernStore builds a LiveResolverCache
// regardless (with its imports ~2.5 kB gzip on every first screen); vite.config.ts points that
// import here: Relay's own cache for stores without resolvers (the one RelayReader falls back
// to), with the few calls the store makes on its cache. A resolver field read here throws,
// as Relay's does; relayShims.test.ts checks that no artifact has one.
import { NoopResolverCache } from "relay-runtime/lib/store/ResolverCache.js";

export class LiveResolverCache extends NoopResolverCache {
  getLiveResolverPromise() {
    throw new Error("This build's Relay store has no live resolvers (src/relay/relayShims/liveResolverCache.js).");
  }
  batchLiveStateUpdates(callback) {
    callback();
  }
  /** Whether a live resolver's update was published meanwhile: never, there are none. */
  batchLiveStateUpdatesWithoutNotify(callback) {
    callback();
    return false;
  }
  unsubscribeFromLiveResolverRecords() {}
  invalidateResolverRecords() {}
}
