// The types of ./liveResolverCache.js (the part its test and Relay's store call).
export declare class LiveResolverCache {
  readFromCacheOrEvaluate(
    recordID: string,
    field: { kind: string },
    variables: Record<string, unknown>,
    evaluate: () => { resolverResult: unknown; snapshot: unknown; error: unknown },
    getDataForResolverFragment?: unknown,
  ): [unknown, ...unknown[]];
  invalidateDataIDs(updatedDataIDs: Set<string>): void;
  getLiveResolverPromise(recordID: string): Promise<void>;
  batchLiveStateUpdates(callback: () => void): void;
  batchLiveStateUpdatesWithoutNotify(callback: () => void): boolean;
  unsubscribeFromLiveResolverRecords(invalidatedDataIDs: Set<string>): void;
  invalidateResolverRecords(invalidatedDataIDs: Set<string>): void;
}
