import { JSDOM } from "jsdom";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bundleSandboxWidget } from "./widgetBundle.ts";
import { sandboxRoutes } from "./widgetRoutes.ts";
import { CSRF_HEADER, CSRF_HEADER_VALUE } from "../../../../src/lib/csrf.ts";
import type { WidgetView } from "./sessions.ts";

// The sandbox widget as served (the bundled module) in a page of its own (jsdom), against a scripted bank: the steps it shows, what it sends,
// how it reports wrong input, cancelling, a dead session, and that the key never shows.

const KEY = "k".repeat(43);

interface Xs2aGlobal {
  init: (
    key: string,
    container: HTMLElement,
    callbacks: { onFinish: () => void; onAbort: () => void; onError: (message: string, retryable: boolean) => void },
  ) => { destroy: () => void };
}

const hint = { logins: [{ login: "demo", behaviour: "OK" as const }], pin: "12345", tan: "123456" };
const view = (patch: Partial<WidgetView>): WidgetView => ({
  mode: "ADD",
  step: "BANK",
  state: "OPEN",
  banks: [],
  bank: null,
  login: null,
  loginFixed: false,
  accounts: [],
  payments: [],
  hint,
  ...patch,
});
const bank = { id: "sparkasse", name: "Sandbox Sparkasse", bic: "SANDBOXDEXX" };

type Reply = { status: number; body: unknown };
let replies: Reply[];
let requests: { method: string; url: string; body: unknown; csrf: string | undefined }[];
let dom: JSDOM;
let container: HTMLElement;
const callbacks = { onFinish: vi.fn(), onAbort: vi.fn(), onError: vi.fn() };

const flush = async () => {
  for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
};
const text = () => container.textContent ?? "";
const byText = (label: string) =>
  [...container.querySelectorAll("button")].find((b) => b.textContent?.includes(label)) as HTMLButtonElement;
const field = (name: string) => container.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const submit = () =>
  container.querySelector("form")!.dispatchEvent(new dom.window.Event("submit", { cancelable: true }));

/** The widget module as esbuild bundles it, i.e. as the server serves it. */
let widgetJs: string;
beforeAll(async () => {
  widgetJs = await bundleSandboxWidget();
});

function load(lang = "de"): Xs2aGlobal {
  dom.window.document.documentElement.lang = lang;
  dom.window.eval(widgetJs);
  return (dom.window as unknown as { xs2a: Xs2aGlobal }).xs2a;
}

const start = (lang = "de") => load(lang).init(KEY, container, callbacks);

beforeEach(() => {
  replies = [];
  requests = [];
  dom = new JSDOM("<!doctype html><html><body></body></html>", { runScripts: "outside-only" });
  container = dom.window.document.createElement("div");
  dom.window.document.body.appendChild(container);
  for (const fn of Object.values(callbacks)) fn.mockReset();
  // The page's fetch: the widget calls the bank only through it.
  Object.assign(dom.window, {
    fetch: vi.fn(async (url: string, init: RequestInit) => {
      requests.push({
        method: init.method ?? "GET",
        url,
        body: init.body ? JSON.parse(init.body as string) : null,
        csrf: (init.headers as Record<string, string> | undefined)?.[CSRF_HEADER],
      });
      const reply = replies.shift() ?? { status: 500, body: null };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  });
});
afterEach(() => {
  dom.window.close();
});

describe("sandbox widget", () => {
  it("walks through bank, sign-in with a wrong PIN, TAN and accounts, then finishes once", async () => {
    replies.push({ status: 200, body: view({ banks: [bank] }) });
    start();
    await flush();
    expect(text()).toContain("Bank auswählen");
    expect(text()).toContain("Sandbox Sparkasse");
    expect(text()).not.toContain(KEY);

    replies.push({ status: 200, body: view({ step: "LOGIN", bank }) });
    byText("Sandbox Sparkasse").click();
    await flush();
    expect(requests.at(-1)).toEqual({
      method: "POST",
      url: `/api/xs2a/sandbox/session/${KEY}/bank`,
      body: { bankId: "sparkasse" },
      csrf: CSRF_HEADER_VALUE,
    });
    expect(text()).toContain("Anmeldung bei Sandbox Sparkasse");
    expect(text()).toContain("demo – Standardzugang");
    expect(dom.window.document.activeElement).toBe(field("login"));

    field("login").value = "demo";
    field("pin").value = "99999";
    replies.push({ status: 403, body: { error: { code: "WRONG_CREDENTIALS", attemptsLeft: 4 } } });
    submit();
    await flush();
    expect(container.querySelector("[role=alert]")?.textContent).toBe(
      "Anmeldename oder PIN ist falsch. Noch 4 Versuche.",
    );
    expect(field("pin").value).toBe("");
    expect(dom.window.document.activeElement).toBe(field("pin"));

    field("pin").value = "12345";
    replies.push({ status: 200, body: view({ step: "TAN", bank, login: "demo" }) });
    submit();
    await flush();
    expect(requests.at(-1)?.body).toEqual({ login: "demo", pin: "12345" });
    expect(text()).toContain("TAN eingeben");

    field("tan").value = "123456";
    const accounts = [
      {
        id: "a1",
        name: "Geschäftsgirokonto",
        kind: "CURRENT",
        iban: "DE41100500996403639876",
        accountNumber: "1",
        holder: "M",
        selected: true,
      },
      {
        id: "a2",
        name: "Visa Business Card",
        kind: "CREDIT_CARD",
        iban: null,
        accountNumber: "4871 •••• •••• 1",
        holder: "M",
        selected: true,
      },
    ];
    replies.push({ status: 200, body: view({ step: "ACCOUNTS", bank, login: "demo", accounts }) });
    submit();
    await flush();
    expect(text()).toContain("DE41 1005 0099 6403 6398 76");
    const boxes = container.querySelectorAll<HTMLInputElement>("input[type=checkbox]");
    boxes.forEach((b) => (b.checked = false));
    submit();
    await flush();
    expect(container.querySelector("[role=alert]")?.textContent).toBe("Bitte wählen Sie mindestens ein Konto.");
    boxes[1]!.checked = true;
    replies.push({ status: 200, body: view({ step: "DONE", state: "COMPLETED", bank }) });
    submit();
    await flush();
    expect(requests.at(-1)?.body).toEqual({ accountIds: ["a2"] });
    expect(text()).toContain("Die Verbindung zu Ihrer Bank ist eingerichtet.");
    expect(callbacks.onFinish).toHaveBeenCalledTimes(1);
    expect(callbacks.onError).not.toHaveBeenCalled();
  });

  it("shows the payment orders in English and authorises them with the TAN", async () => {
    const payments = [
      {
        recipientName: "Richter GmbH",
        recipientIban: "DE02120300000000202051",
        amount: "1190.00",
        currency: "EUR",
        purpose: "RE-1",
        executionDate: "2025-06-02",
      },
      {
        recipientName: "Berger KG",
        recipientIban: "DE02500105170137075030",
        amount: "10.50",
        currency: "EUR",
        purpose: "RE-2",
        executionDate: "2025-06-02",
      },
    ];
    replies.push({ status: 200, body: view({ mode: "PAY", step: "TAN", payments }) });
    start("en");
    await flush();
    expect(text()).toContain("Authorise payment");
    expect(text()).toContain("Richter GmbH");
    expect(text()).toContain("DE02 1203 0000 0000 2020 51");
    expect(text()).toContain("€1,190.00");
    expect(text()).toContain("Total: €1,200.50");
    field("tan").value = "000000";
    replies.push({ status: 403, body: { error: { code: "WRONG_TAN", attemptsLeft: 2 } } });
    submit();
    await flush();
    expect(container.querySelector("[role=alert]")?.textContent).toBe("The TAN is wrong. 2 attempts left.");
    field("tan").value = "123456";
    replies.push({ status: 200, body: view({ mode: "PAY", step: "DONE", state: "COMPLETED", payments }) });
    submit();
    await flush();
    expect(text()).toContain("The payment has been sent to your bank.");
    expect(callbacks.onFinish).toHaveBeenCalledTimes(1);
  });

  it("offers a retry when the bank is temporarily unavailable", async () => {
    replies.push({ status: 200, body: view({ step: "LOGIN", bank }) });
    start();
    await flush();
    field("login").value = "retry";
    field("pin").value = "12345";
    replies.push({ status: 503, body: { error: { code: "BANK_UNAVAILABLE" } } });
    submit();
    await flush();
    expect(text()).toContain("vorübergehend nicht erreichbar");
    replies.push({ status: 200, body: view({ step: "TAN", bank, login: "retry" }) });
    byText("Erneut versuchen").click();
    await flush();
    expect(requests.filter((r) => r.url.endsWith("/login"))).toHaveLength(2);
    expect(text()).toContain("TAN eingeben");
  });

  it("cancels at the bank and reports the abort", async () => {
    replies.push({ status: 200, body: view({ banks: [bank] }) });
    start();
    await flush();
    replies.push({ status: 200, body: { state: "ABORTED" } });
    byText("Abbrechen").click();
    await flush();
    expect(requests.at(-1)).toMatchObject({ method: "POST", url: `/api/xs2a/sandbox/session/${KEY}/abort` });
    // Every call carries the CSRF header the server requires of state-changing requests.
    expect(requests.map((r) => r.csrf)).toEqual(requests.map(() => CSRF_HEADER_VALUE));
    expect(callbacks.onAbort).toHaveBeenCalledTimes(1);
  });

  it("ends with a retryable error when the session is invalid, and a final one after too many attempts", async () => {
    replies.push({ status: 401, body: { error: { code: "SESSION_INVALID" } } });
    start();
    await flush();
    expect(callbacks.onError).toHaveBeenCalledWith("Die Sitzung bei der Bank ist abgelaufen oder ungültig.", true);

    callbacks.onError.mockReset();
    container.innerHTML = "";
    replies.push({ status: 200, body: view({ step: "TAN", bank }) });
    start();
    await flush();
    field("tan").value = "1";
    replies.push({ status: 429, body: { error: { code: "TOO_MANY_ATTEMPTS" } } });
    submit();
    await flush();
    expect(callbacks.onError).toHaveBeenCalledWith(expect.stringContaining("Zu viele Fehlversuche"), false);
  });

  it("stops rendering after destroy", async () => {
    replies.push({ status: 200, body: view({ banks: [bank] }) });
    start().destroy();
    await flush();
    expect(container.children).toHaveLength(0);
    expect(callbacks.onError).not.toHaveBeenCalled();
  });
});

describe("the served widget script", () => {
  it("is the TypeScript module widget/widget.ts bundled by esbuild into one self-contained script", async () => {
    const res = await sandboxRoutes(null as never).request("/widget.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/javascript; charset=utf-8");
    const served = await res.text();
    expect(served).toBe(widgetJs);
    // An immediately invoked bundle: no module syntax left, the CSRF constant inlined.
    expect(served).not.toMatch(/^\s*(import|export)\s/m);
    expect(served).toContain(`"${CSRF_HEADER_VALUE}"`);
    expect(served).toContain("server/banking/xs2a/sandbox/widget/widget.ts");
  });
});
