import * as realHooks from "react-relay/hooks";
import { RelayFeatureFlags } from "relay-runtime";
import { describe, expect, it } from "vitest";
import * as shim from "./reactRelay.js";

// vite.config.ts points `react-relay` at ./reactRelay.js and react-relay's second fragment hook
// at ./useFragmentInternalCurrent.js (which throws): both only hold while these do.
describe("the app's react-relay entry (src/relay/relayShims)", () => {
  it("exports react-relay's own functions, each one", () => {
    const names = Object.keys(shim);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      expect(shim[name as keyof typeof shim], name).toBeDefined();
      expect(shim[name as keyof typeof shim], name).toBe(realHooks[name as keyof typeof realHooks]);
    }
  });

  it("leaves the fragment hook Relay uses by default: the activity-compatible one", () => {
    // false would send every useFragment to the stub, which throws
    expect(RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY).toBe(true);
  });
});
