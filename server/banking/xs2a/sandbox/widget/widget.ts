/**
 * The sandbox bank's widget, as a real provider serves its own script: bundled by esbuild
 * into one self-contained browser script (widgetBundle.ts) and served at
 * /api/xs2a/sandbox/widget.js. It defines `window.xs2a.init(key, container, { onFinish,
 * onAbort, onError })` and renders the bank's pages into the container: choose a bank, sign
 * in, TAN, choose accounts — or, for a payment, the orders and the TAN. German or English
 * after `<html lang>`. It talks only to /api/xs2a/sandbox/session/<key>/…; the key is never
 * shown or stored.
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE } from "../../../../../src/lib/csrf.ts";
import { button, COLORS, date, el, field, groupIban, input, lang, money, type Child } from "./dom.ts";
import { WIDGET_TEXTS, type WidgetMessageCode } from "./widgetTexts.ts";
import type { WidgetErrorBody, WidgetView } from "./widgetView.ts";

export interface WidgetCallbacks {
  onFinish: () => void;
  onAbort: () => void;
  onError: (message: string, retryable: boolean) => void;
}

export interface WidgetInstance {
  destroy: () => void;
}

/** A failed call: the bank's code, NETWORK, or DESTROYED (the widget was taken down). */
interface CallError {
  code: WidgetMessageCode | "DESTROYED";
  attemptsLeft?: number | null;
}

declare global {
  interface Window {
    xs2a?: { init: (key: string, container: HTMLElement, callbacks: WidgetCallbacks) => WidgetInstance };
  }
}

const isCallError = (e: unknown): e is CallError => typeof e === "object" && e !== null && "code" in e;
const asCallError = (e: unknown): CallError => (isCallError(e) ? e : { code: "NETWORK" });

export function init(key: string, container: HTMLElement, callbacks: WidgetCallbacks): WidgetInstance {
  const t = WIDGET_TEXTS[lang()];
  let destroyed = false;
  let finished = false;
  const controller = typeof AbortController === "function" ? new AbortController() : null;
  const base = `/api/xs2a/sandbox/session/${encodeURIComponent(key)}/`;
  const root = el(
    "div",
    `font-family: inherit; font-size: 14px; line-height: 1.5; color: ${COLORS.text}; text-align: left;`,
  );
  container.innerHTML = "";
  container.appendChild(root);

  async function call(method: "GET" | "POST", path: string, body?: object): Promise<WidgetView> {
    let res: Response;
    try {
      res = await fetch(base + path, {
        method,
        credentials: "omit",
        cache: "no-store",
        // The CSRF header every request of the app carries (src/lib/csrf.ts).
        headers: body
          ? { "Content-Type": "application/json", Accept: "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE }
          : { Accept: "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE },
        body: body ? JSON.stringify(body) : undefined,
        signal: controller ? controller.signal : undefined,
      });
    } catch (e) {
      if ((e as { name?: unknown } | null)?.name === "AbortError") throw { code: "DESTROYED" } satisfies CallError;
      throw { code: "NETWORK" } satisfies CallError;
    }
    const json = (await res.json().catch(() => null)) as (WidgetView & Partial<WidgetErrorBody>) | null;
    if (res.ok && json) return json;
    const error = json?.error;
    throw { code: error?.code ?? "NETWORK", attemptsLeft: error?.attemptsLeft } satisfies CallError;
  }

  function screen(title: string, lead: string | null, content: Child[]) {
    if (destroyed) return;
    root.innerHTML = "";
    root.appendChild(
      el(
        "div",
        `display: inline-block; font-size: 12px; color: ${COLORS.dimmed}; border: 1px solid ${COLORS.border}; border-radius: 10px; padding: 0 8px; margin-bottom: 12px;`,
        [t.badge],
      ),
    );
    const heading = el("h3", "font-size: 18px; font-weight: 600; margin: 0 0 4px 0;", [title]);
    heading.tabIndex = -1;
    root.appendChild(heading);
    if (lead) root.appendChild(el("p", `margin: 0 0 16px 0; color: ${COLORS.dimmed};`, [lead]));
    for (const c of content) if (c) root.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
    const focus = root.querySelector<HTMLElement>("input:not([readonly]), button[data-first]");
    (focus ?? heading).focus();
  }

  function alertBox(message: string, retry?: (() => void) | null) {
    const box = el(
      "div",
      `display: flex; align-items: center; gap: 12px; background: ${COLORS.dangerBg}; border: 1px solid ${COLORS.danger}; color: ${COLORS.danger}; border-radius: 4px; padding: 8px 12px; margin-bottom: 12px;`,
      [el("span", "flex: 1;", [message])],
    );
    box.setAttribute("role", "alert");
    if (retry) {
      const r = button(t.retry, "secondary", retry);
      r.style.flex = "none";
      r.style.padding = "4px 10px";
      box.appendChild(r);
    }
    return box;
  }

  const actions = (list: Child[]) =>
    el("div", "display: flex; gap: 8px; justify-content: flex-end; flex-wrap: wrap; margin-top: 16px;", list);

  function cancel() {
    if (destroyed || finished) return;
    finished = true;
    call("POST", "abort")
      .catch(() => undefined)
      .then(() => {
        if (!destroyed) callbacks.onAbort();
      });
  }

  function fail(error: CallError) {
    if (destroyed || error.code === "DESTROYED") return;
    finished = true;
    callbacks.onError(t.errors[error.code] ?? t.errors.NETWORK, error.code !== "TOO_MANY_ATTEMPTS");
  }

  function errorText(error: CallError) {
    let text = (error.code !== "DESTROYED" && t.errors[error.code]) || t.errors.NETWORK;
    if (typeof error.attemptsLeft === "number" && error.attemptsLeft > 0)
      text += ` ${t.attemptsLeft(error.attemptsLeft)}`;
    return text;
  }

  /** Runs a step's call; session errors end the widget, the rest show in the form. */
  function submit(work: () => Promise<WidgetView>, onFormError: (error: CallError) => void) {
    work().then(render, (e: unknown) => {
      const error = asCallError(e);
      if (error.code === "SESSION_INVALID" || error.code === "TOO_MANY_ATTEMPTS") fail(error);
      else if (error.code !== "DESTROYED") onFormError(error);
    });
  }

  function form(children: Child[], onSubmit: () => void) {
    const f = el("form", "margin: 0;", children);
    f.noValidate = false;
    f.addEventListener("submit", (e) => {
      e.preventDefault();
      onSubmit();
    });
    return f;
  }

  function hint(view: WidgetView, withTan: boolean) {
    const items = view.hint.logins.map((l) =>
      el("li", "margin: 0;", [el("code", "font-weight: 600;", [l.login]), ` – ${t.behaviour[l.behaviour]}`]),
    );
    return el(
      "div",
      `background: ${COLORS.hintBg}; border-radius: 4px; padding: 8px 12px; margin-top: 16px; font-size: 13px; color: ${COLORS.dimmed};`,
      [
        el("div", "font-weight: 600;", [t.hintTitle]),
        withTan ? null : el("ul", "margin: 4px 0; padding-left: 18px;", items),
        withTan ? null : el("div", "", [t.hintPin, el("code", "", [view.hint.pin])]),
        el("div", "", [t.hintTan, el("code", "", [view.hint.tan])]),
      ],
    );
  }

  const back = () =>
    button(t.back, "secondary", () =>
      submit(
        () => call("POST", "back"),
        () => undefined,
      ),
    );

  function renderBanks(view: WidgetView) {
    const list = el("div", "display: flex; flex-direction: column; gap: 8px; max-height: 260px; overflow-y: auto;");
    const search = input("search", "bank-search", "off");
    search.required = false;
    function fill() {
      list.innerHTML = "";
      const q = search.value.trim().toLowerCase();
      const banks = view.banks.filter((b) => !q || `${b.name} ${b.bic}`.toLowerCase().includes(q));
      if (banks.length === 0) list.appendChild(el("p", `margin: 0; color: ${COLORS.dimmed};`, [t.noBank]));
      for (const b of banks) {
        const item = button("", "secondary", () => {
          submit(
            () => call("POST", "bank", { bankId: b.id }),
            (error) => list.insertBefore(alertBox(errorText(error)), list.firstChild),
          );
        });
        item.setAttribute("style", `${item.getAttribute("style")} text-align: left; width: 100%; font-weight: 500;`);
        item.appendChild(el("span", "display: block;", [b.name]));
        item.appendChild(
          el("span", `display: block; font-size: 12px; font-weight: 400; color: ${COLORS.dimmed};`, [`BIC ${b.bic}`]),
        );
        list.appendChild(item);
      }
    }
    search.addEventListener("input", fill);
    fill();
    screen(t.chooseBank, t.chooseBankLead, [
      field(t.search, search),
      list,
      actions([button(t.cancel, "secondary", cancel)]),
    ]);
  }

  function renderLogin(view: WidgetView) {
    const login = input("text", "login", "username");
    const pin = input("password", "pin", "current-password");
    if (view.login) login.value = view.login;
    if (view.loginFixed) login.readOnly = true;
    const slot = el("div", "");
    function send() {
      slot.innerHTML = "";
      submit(
        () => call("POST", "login", { login: login.value, pin: pin.value }),
        (error) => {
          const retryable =
            error.code === "BANK_UNAVAILABLE" || error.code === "NETWORK" || error.code === "ACCESS_BLOCKED";
          slot.appendChild(alertBox(errorText(error), retryable ? send : null));
          if (error.code === "WRONG_CREDENTIALS") {
            pin.value = "";
            pin.focus();
          }
        },
      );
    }
    const buttons = [button(t.cancel, "secondary", cancel)];
    if (view.mode === "ADD") buttons.unshift(back());
    buttons.push(button(t.signIn, "primary"));
    screen(t.signInAt + (view.bank?.name ?? ""), t.signInLead, [
      form([slot, field(t.login, login), field(t.pin, pin), actions(buttons)], () => {
        if (login.value.trim() && pin.value) send();
        else (login.value.trim() ? pin : login).focus();
      }),
      hint(view, false),
    ]);
  }

  function paymentTable(view: WidgetView) {
    const rows = el(
      "div",
      "display: flex; flex-direction: column; gap: 8px; max-height: 240px; overflow-y: auto; margin-bottom: 12px;",
    );
    let sumCents = 0;
    const line = (label: string, value: string) =>
      el("div", "display: flex; gap: 12px;", [
        el("span", `flex: 0 0 130px; color: ${COLORS.dimmed};`, [label]),
        el("span", "flex: 1; word-break: break-word;", [value]),
      ]);
    for (const p of view.payments) {
      // Whole cents: the amounts are decimal strings with two places.
      sumCents += Math.round(Number(p.amount) * 100);
      rows.appendChild(
        el("div", `border: 1px solid ${COLORS.border}; border-radius: 4px; padding: 8px 12px;`, [
          line(t.recipient, p.recipientName),
          line(t.iban, groupIban(p.recipientIban)),
          line(t.amount, money(p.amount, p.currency)),
          line(t.purpose, p.purpose),
          line(t.executionDate, date(p.executionDate)),
        ]),
      );
    }
    const first = view.payments[0];
    if (view.payments.length > 1 && first) {
      rows.appendChild(
        el("div", "text-align: right; font-weight: 600;", [
          `${t.total}: ${money((sumCents / 100).toFixed(2), first.currency)}`,
        ]),
      );
    }
    return rows;
  }

  function renderTan(view: WidgetView) {
    const tan = input("text", "tan", "one-time-code");
    tan.inputMode = "numeric";
    const slot = el("div", "");
    const pay = view.mode === "PAY";
    function send() {
      slot.innerHTML = "";
      submit(
        () => call("POST", "tan", { tan: tan.value }),
        (error) => {
          const retryable = error.code === "NETWORK" || error.code === "BANK_UNAVAILABLE";
          slot.appendChild(alertBox(errorText(error), retryable ? send : null));
          tan.value = "";
          tan.focus();
        },
      );
    }
    const buttons = [button(t.cancel, "secondary", cancel), button(pay ? t.authorise : t.confirm, "primary")];
    if (view.mode === "ADD") buttons.unshift(back());
    screen(pay ? t.payTitle : t.tanTitle, pay ? (view.payments.length > 1 ? t.payLeadMany : t.payLead) : t.tanLead, [
      pay ? paymentTable(view) : null,
      form([slot, field(t.tan, tan), actions(buttons)], () => {
        if (tan.value.trim()) send();
        else tan.focus();
      }),
      hint(view, true),
    ]);
  }

  function renderAccounts(view: WidgetView) {
    const slot = el("div", "");
    const boxes: HTMLInputElement[] = [];
    const list = view.accounts.map((a) => {
      const box = document.createElement("input");
      box.type = "checkbox";
      box.checked = a.selected;
      box.value = a.id;
      box.setAttribute("style", "margin: 3px 0 0 0; width: 16px; height: 16px; flex: none;");
      boxes.push(box);
      return el(
        "label",
        `display: flex; gap: 10px; align-items: flex-start; border: 1px solid ${COLORS.border}; border-radius: 4px; padding: 8px 12px; cursor: pointer;`,
        [
          box,
          el("span", "", [
            el("span", "display: block; font-weight: 500;", [`${a.name} · ${t.kind[a.kind] ?? a.kind}`]),
            el("span", `display: block; color: ${COLORS.dimmed}; font-size: 13px;`, [
              `${a.iban ? groupIban(a.iban) : a.accountNumber} · ${a.holder}`,
            ]),
          ]),
        ],
      );
    });
    function send() {
      slot.innerHTML = "";
      const chosen = boxes.filter((b) => b.checked).map((b) => b.value);
      if (chosen.length === 0) {
        slot.appendChild(alertBox(t.accountsNone));
        boxes[0]?.focus();
        return;
      }
      submit(
        () => call("POST", "accounts", { accountIds: chosen }),
        (error) => slot.appendChild(alertBox(errorText(error), error.code === "NETWORK" ? send : null)),
      );
    }
    screen(t.accountsTitle, t.accountsLead, [
      form(
        [
          slot,
          el("div", "display: flex; flex-direction: column; gap: 8px;", list),
          actions([button(t.cancel, "secondary", cancel), button(t.apply, "primary")]),
        ],
        send,
      ),
    ]);
  }

  function renderDone(view: WidgetView) {
    screen(t.doneTitle, null, [
      el("p", `margin: 0; color: ${COLORS.success}; font-weight: 500;`, [
        view.mode === "PAY" ? t.donePay : t.doneConnect,
      ]),
    ]);
    if (!finished) {
      finished = true;
      callbacks.onFinish();
    }
  }

  function render(view: WidgetView) {
    if (destroyed) return;
    if (view.state === "ABORTED") return fail({ code: "SESSION_INVALID" });
    if (view.step === "BANK") renderBanks(view);
    else if (view.step === "LOGIN") renderLogin(view);
    else if (view.step === "TAN") renderTan(view);
    else if (view.step === "ACCOUNTS") renderAccounts(view);
    else renderDone(view);
  }

  function start() {
    root.innerHTML = "";
    const loading = el("p", `margin: 0; color: ${COLORS.dimmed};`, [t.loading]);
    loading.setAttribute("role", "status");
    root.appendChild(loading);
    call("GET", "").then(render, (e: unknown) => {
      const error = asCallError(e);
      if (error.code === "NETWORK") {
        root.innerHTML = "";
        root.appendChild(alertBox(t.errors.NETWORK, start));
      } else fail(error);
    });
  }
  start();

  return {
    destroy() {
      destroyed = true;
      if (controller) controller.abort();
      root.innerHTML = "";
      if (root.parentNode === container) container.removeChild(root);
    },
  };
}

window.xs2a = { init };
