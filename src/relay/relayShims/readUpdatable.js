// The app never reads updatable queries or fragments (readUpdatableQuery/readUpdatableFragment
// in an updater, which need Relay's updatable proxies, ~1 kB gzip on every first screen): the
// store's record source proxies import them regardless. vite.config.ts points those imports here.
function notInThisBuild(name) {
  return function () {
    throw new Error(`Relay's ${name} is not part of this build (src/relay/relayShims/readUpdatable.js).`);
  };
}
export const readUpdatableQuery = notInThisBuild("readUpdatableQuery");
export const readUpdatableFragment = notInThisBuild("readUpdatableFragment");
