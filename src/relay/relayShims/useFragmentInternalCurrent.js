// Relay 21 reads fragments with useFragmentInternal_EXPERIMENTAL while its feature flag
// ENABLE_ACTIVITY_COMPATIBILITY is on, and it is on by default (the app never turns it off;
// relayShims.test.ts checks). vite.config.ts points react-relay's import of the other
// implementation here, so every first screen does not carry a second copy of the fragment hook
// (~1.7 kB gzip).
export default function useFragmentInternalCurrent() {
  throw new Error("Relay's ENABLE_ACTIVITY_COMPATIBILITY is off: this build only has the default fragment hook.");
}
