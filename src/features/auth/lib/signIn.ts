/**
 * The sign-in route's work (spec §2.12) without React, Relay or Mantine, so that opening
 * /authorize leaves for the identity provider (or completes its answer) with only this module
 * and oauth4webapi loaded (src/main.tsx). Without an answer in the URL fragment it leaves for
 * the provider (code flow, PKCE); with `#code=…` it redeems the code, signs in with
 * `mutation login` and goes to the stored return path or home; with `#error=…` it reports the
 * provider's description (invalid_token signs out). What needs a screen (an error, the
 * question before replacing a session of another kind) is the caller's: the app's
 * AuthorizePage, booted only then.
 */
import type { GraphQLTaggedNode } from "relay-runtime";
import type { signInCurrentUserQuery$data } from "../../../__generated__/signInCurrentUserQuery.graphql.ts";
import type { signInLoginMutation$data } from "../../../__generated__/signInLoginMutation.graphql.ts";
import { CSRF_HEADERS } from "../../../lib/csrf.ts";
import { postGraphQL } from "../../../relay/network.ts";
import {
  AuthFlowError,
  buildAuthorizationUrl,
  fetchAuthConfig,
  parseCallbackHash,
  redeemCode,
  safeReturnPath,
  SPECIAL_AUDIENCES,
  specialAudiencesOf,
  STORAGE_KEYS,
} from "./authFlow.ts";

// babel-plugin-relay turns each graphql`…` tag into its generated artifact (the tag itself never
// runs); declared rather than imported so that react-relay stays out of this module's chunk.
declare const graphql: (strings: TemplateStringsArray) => GraphQLTaggedNode;

const currentUserQuery = graphql`
  query signInCurrentUserQuery {
    currentUser {
      fullName
      isExternal
    }
  }
`;

const loginMutation = graphql`
  mutation signInLoginMutation($token: String!) {
    login(input: { token: $token }) {
      userRowId
    }
  }
`;

/** A generated operation's persisted request (what postGraphQL sends). */
function paramsOf(node: GraphQLTaggedNode) {
  if (typeof node !== "object" || !("params" in node)) throw new Error("Expected a generated operation artifact.");
  return node.params;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How a sign-in attempt ended when the browser does not leave the page by itself. */
export type SignInOutcome =
  /** The browser is on its way (to the provider, or into the app with the new session). */
  | { kind: "leaving" }
  /** The provider said the sign-in is no longer valid: sign out (/logout). */
  | { kind: "signOut" }
  /** The user kept the current session: home. */
  | { kind: "home" }
  /** The provider's own description of its refusal. */
  | { kind: "providerError"; description: string }
  | { kind: "error"; error: unknown };

export interface SignInOptions {
  language: string;
  /** The question before a session of another kind is replaced, answered true to go on. */
  confirmSessionEnd: (currentUserName: string) => Promise<boolean>;
  /** Announced before leaving for the provider. */
  onRedirecting?: () => void;
}

/** Starts or completes the sign-in from the page's URL; never throws. */
export async function runSignIn(options: SignInOptions): Promise<SignInOutcome> {
  try {
    return await signIn(options);
  } catch (error) {
    return { kind: "error", error };
  }
}

async function signIn({ language, confirmSessionEnd, onRedirecting }: SignInOptions): Promise<SignInOutcome> {
  const answer = parseCallbackHash(window.location.hash);
  if (answer.kind === "error") {
    if (answer.error === "invalid_token") return { kind: "signOut" };
    return { kind: "providerError", description: answer.description ?? answer.error };
  }
  const config = await fetchAuthConfig();
  if (answer.kind === "start") {
    onRedirecting?.();
    const url = await buildAuthorizationUrl({
      config,
      origin: window.location.origin,
      language: language.startsWith("en") ? "en" : "de",
      returnTo: safeReturnPath(new URLSearchParams(window.location.search).get("returnTo")),
      storage: sessionStorage,
    });
    window.location.assign(url);
    return { kind: "leaving" };
  }
  // The code is single-use: drop it from the address bar (and from history) at once.
  window.history.replaceState(null, "", "/authorize");
  const { idToken, claims } = await redeemCode({
    config,
    origin: window.location.origin,
    params: answer.params,
    storage: sessionStorage,
  });

  const special = specialAudiencesOf(claims);
  if (special.length > 0) {
    const { data } = (await postGraphQL(paramsOf(currentUserQuery), {})) as { data?: signInCurrentUserQuery$data };
    const user = data?.currentUser;
    if (user && !special.every((audience) => SPECIAL_AUDIENCES[audience]?.({ isExternal: user.isExternal }))) {
      if (!(await confirmSessionEnd(user.fullName ?? ""))) return { kind: "home" };
    }
  }

  const { data } = (await postGraphQL(paramsOf(loginMutation), { token: idToken })) as {
    data?: signInLoginMutation$data;
  };
  if (!data?.login?.userRowId) throw new AuthFlowError("SESSION_FAILED");
  const returnTo = safeReturnPath(sessionStorage.getItem(STORAGE_KEYS.returnTo));
  sessionStorage.removeItem(STORAGE_KEYS.returnTo);
  const companyRowId = returnTo
    ? new URL(returnTo, window.location.origin).searchParams.get("clientCompanyRowId")
    : null;
  await fetch("/api/activity/login", {
    method: "PUT",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", ...CSRF_HEADERS },
    body: JSON.stringify({ clientCompanyID: companyRowId && UUID.test(companyRowId) ? companyRowId : null }),
  }).catch(() => undefined);
  // A full load: the shell, its query and every cache start from the new session.
  window.location.replace(returnTo ?? "/");
  return { kind: "leaving" };
}

/** Starts the sign-in again (the Retry of its error view), keeping the return path. */
export function restartSignIn(): void {
  const returnTo = safeReturnPath(sessionStorage.getItem(STORAGE_KEYS.returnTo));
  window.location.replace(returnTo ? `/authorize?${new URLSearchParams({ returnTo })}` : "/authorize");
}

/** Where the sign-in of this page load stands; the AuthorizePage shows it. */
export type SignInState =
  | { kind: "working"; isRedirecting: boolean }
  | { kind: "confirm"; currentUserName: string; decide: (proceed: boolean) => void }
  | { kind: "done"; outcome: SignInOutcome };

let state: SignInState | null = null;
const listeners = new Set<() => void>();

function setState(next: SignInState) {
  state = next;
  for (const listener of [...listeners]) listener();
}

export function getSignInState(): SignInState | null {
  return state;
}

export function subscribeSignIn(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts the sign-in of this page load, once (later calls keep the running one). */
export function startSignIn(language: string): void {
  if (state) return;
  setState({ kind: "working", isRedirecting: false });
  void runSignIn({
    language,
    onRedirecting: () => setState({ kind: "working", isRedirecting: true }),
    confirmSessionEnd: (currentUserName) =>
      new Promise<boolean>((resolve) =>
        setState({
          kind: "confirm",
          currentUserName,
          decide: (proceed) => {
            setState({ kind: "working", isRedirecting: false });
            resolve(proceed);
          },
        }),
      ),
  }).then((outcome) => setState({ kind: "done", outcome }));
}

/** Forgets a finished sign-in, so that the next visit of the page starts a new one. */
export function resetSignIn(): void {
  if (state?.kind === "done") state = null;
}
