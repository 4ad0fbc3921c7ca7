// Graphile v5 expects Node >= 22; on Node 20 `Promise.withResolvers` is missing and every list
// query fails with "Cannot read properties of undefined (reading 'items')". Load first.
if (typeof (Promise as { withResolvers?: unknown }).withResolvers !== "function") {
  Object.defineProperty(Promise, "withResolvers", {
    configurable: true,
    writable: true,
    value: function withResolvers<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}
// Grafast reads GRAPHILE_ENV at import time; set it from NODE_ENV before anything loads it.
process.env.GRAPHILE_ENV ??=
  process.env.NODE_ENV === "development" || process.env.NODE_ENV === "test" ? "development" : "production";

export {};
