import { afterEach, describe, expect, it, vi } from "vitest";
import { getSignInState } from "../lib/signIn.ts";
import { signInBeforeApp } from "../lib/signInRedirect.ts";

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("the sign-in redirect before the app", () => {
  it("starts the app only to show the provider's refusal, once", async () => {
    window.history.replaceState(null, "", "/authorize#error=access_denied&error_description=Zugriff%20verweigert");
    const startApp = vi.fn();
    signInBeforeApp("de", startApp);
    await vi.waitFor(() => expect(getSignInState()?.kind).toBe("done"));
    expect(getSignInState()).toEqual({
      kind: "done",
      outcome: { kind: "providerError", description: "Zugriff verweigert" },
    });
    expect(startApp).toHaveBeenCalledTimes(1);
  });
});
