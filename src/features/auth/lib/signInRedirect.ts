/**
 * The sign-in redirect's own chunk (src/main.tsx imports it at /authorize, and nothing else
 * does): the sign-in runs before, and mostly instead of, the app.
 */
import { getSignInState, startSignIn, subscribeSignIn } from "./signIn.ts";

/**
 * The sign-in redirect as the page's first (and usually only) work: src/main.tsx calls this
 * instead of starting the app at /authorize. `startApp` runs once something must be shown:
 * an error, the question before ending another session, or the way on (sign-out, home).
 */
export function signInBeforeApp(language: string, startApp: () => void): void {
  const unsubscribe = subscribeSignIn(() => {
    if (isSomethingToShow()) {
      unsubscribe();
      startApp();
    }
  });
  startSignIn(language);
}

function isSomethingToShow(): boolean {
  const state = getSignInState();
  return state?.kind === "confirm" || (state?.kind === "done" && state.outcome.kind !== "leaving");
}
