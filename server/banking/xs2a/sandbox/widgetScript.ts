import { CSRF_HEADER, CSRF_HEADER_VALUE } from "../../../../src/lib/csrf.ts";

/**
 * The sandbox bank's widget: a self-contained script (no imports, no framework) served at
 * /api/xs2a/sandbox/widget.js, as a real provider serves its own. It defines
 * `window.xs2a.init(key, container, { onFinish, onAbort, onError })` and renders the bank's
 * pages into the container: choose a bank, sign in, TAN, choose accounts — or, for a
 * payment, the orders and the TAN. German or English after `<html lang>`. It talks only to
 * /api/xs2a/sandbox/session/<key>/…; the key is never shown or stored.
 *
 * Kept as a string (not a module) so the bundled server carries it as is; the widget test
 * (widgetScript.test.ts) runs it in a DOM.
 */
export const SANDBOX_WIDGET_JS = String.raw`(function () {
  "use strict";
  var TEXT = {
    de: {
      badge: "Sandbox-Bank · Testumgebung",
      loading: "Verbindung zur Bank wird aufgebaut …",
      chooseBank: "Bank auswählen",
      chooseBankLead: "Wählen Sie die Bank, bei der Ihr Konto geführt wird.",
      search: "Bank suchen",
      noBank: "Keine Bank gefunden.",
      signInAt: "Anmeldung bei ",
      signInLead: "Melden Sie sich mit den Zugangsdaten Ihres Online-Bankings an.",
      login: "Anmeldename",
      pin: "PIN",
      signIn: "Anmelden",
      back: "Zurück",
      cancel: "Abbrechen",
      tanTitle: "TAN eingeben",
      tanLead: "Bitte bestätigen Sie die Anmeldung mit einer TAN.",
      payTitle: "Zahlung freigeben",
      payLead: "Bitte prüfen Sie den Auftrag und geben Sie ihn mit einer TAN frei.",
      payLeadMany: "Bitte prüfen Sie die Aufträge und geben Sie sie mit einer TAN frei.",
      recipient: "Empfänger",
      iban: "IBAN",
      amount: "Betrag",
      purpose: "Verwendungszweck",
      executionDate: "Ausführung",
      total: "Summe",
      tan: "TAN",
      confirm: "Bestätigen",
      authorise: "Freigeben",
      accountsTitle: "Konten auswählen",
      accountsLead: "Welche Konten soll die Anwendung abrufen dürfen?",
      accountsNone: "Bitte wählen Sie mindestens ein Konto.",
      apply: "Übernehmen",
      doneTitle: "Fertig",
      doneConnect: "Die Verbindung zu Ihrer Bank ist eingerichtet.",
      donePay: "Die Zahlung wurde an Ihre Bank übermittelt.",
      retry: "Erneut versuchen",
      hintTitle: "Testzugänge",
      hintPin: "PIN für alle: ",
      hintTan: "TAN: ",
      behaviour: {
        OK: "Standardzugang",
        RETRY: "erste Anmeldung scheitert vorübergehend",
        CONSENT_EXPIRED: "Zustimmung läuft sofort ab",
        FAIL: "Zugang gesperrt"
      },
      kind: { CURRENT: "Girokonto", SAVINGS: "Tagesgeld", CREDIT_CARD: "Kreditkarte" },
      errors: {
        WRONG_CREDENTIALS: "Anmeldename oder PIN ist falsch.",
        ACCESS_BLOCKED: "Der Online-Zugang ist gesperrt. Bitte wenden Sie sich an Ihre Bank.",
        BANK_UNAVAILABLE: "Die Bank ist vorübergehend nicht erreichbar. Bitte versuchen Sie es erneut.",
        WRONG_TAN: "Die TAN ist falsch.",
        TOO_MANY_ATTEMPTS: "Zu viele Fehlversuche. Der Vorgang wurde aus Sicherheitsgründen beendet.",
        SESSION_INVALID: "Die Sitzung bei der Bank ist abgelaufen oder ungültig.",
        WRONG_STEP: "Der Vorgang ist nicht mehr aktuell. Bitte versuchen Sie es erneut.",
        INVALID_INPUT: "Bitte prüfen Sie Ihre Eingaben.",
        NETWORK: "Die Bank konnte nicht erreicht werden. Bitte prüfen Sie Ihre Verbindung."
      },
      attemptsLeft: function (n) { return n === 1 ? "Noch 1 Versuch." : "Noch " + n + " Versuche."; }
    },
    en: {
      badge: "Sandbox bank · test environment",
      loading: "Connecting to the bank …",
      chooseBank: "Choose your bank",
      chooseBankLead: "Choose the bank that holds your account.",
      search: "Search banks",
      noBank: "No bank found.",
      signInAt: "Sign in at ",
      signInLead: "Sign in with your online banking credentials.",
      login: "User name",
      pin: "PIN",
      signIn: "Sign in",
      back: "Back",
      cancel: "Cancel",
      tanTitle: "Enter TAN",
      tanLead: "Please confirm the sign-in with a TAN.",
      payTitle: "Authorise payment",
      payLead: "Please check the order and authorise it with a TAN.",
      payLeadMany: "Please check the orders and authorise them with a TAN.",
      recipient: "Recipient",
      iban: "IBAN",
      amount: "Amount",
      purpose: "Reference",
      executionDate: "Execution",
      total: "Total",
      tan: "TAN",
      confirm: "Confirm",
      authorise: "Authorise",
      accountsTitle: "Choose accounts",
      accountsLead: "Which accounts may the application access?",
      accountsNone: "Please choose at least one account.",
      apply: "Apply",
      doneTitle: "Done",
      doneConnect: "The connection to your bank is set up.",
      donePay: "The payment has been sent to your bank.",
      retry: "Try again",
      hintTitle: "Test logins",
      hintPin: "PIN for all: ",
      hintTan: "TAN: ",
      behaviour: {
        OK: "standard login",
        RETRY: "first sign-in fails temporarily",
        CONSENT_EXPIRED: "consent expires at once",
        FAIL: "access blocked"
      },
      kind: { CURRENT: "Current account", SAVINGS: "Savings account", CREDIT_CARD: "Credit card" },
      errors: {
        WRONG_CREDENTIALS: "User name or PIN is wrong.",
        ACCESS_BLOCKED: "Online access is blocked. Please contact your bank.",
        BANK_UNAVAILABLE: "The bank is temporarily unavailable. Please try again.",
        WRONG_TAN: "The TAN is wrong.",
        TOO_MANY_ATTEMPTS: "Too many failed attempts. The process was ended for your security.",
        SESSION_INVALID: "The session at the bank has expired or is invalid.",
        WRONG_STEP: "This step is out of date. Please try again.",
        INVALID_INPUT: "Please check your entries.",
        NETWORK: "The bank could not be reached. Please check your connection."
      },
      attemptsLeft: function (n) { return n === 1 ? "1 attempt left." : n + " attempts left."; }
    }
  };

  var COLORS = { text: "#212529", dimmed: "#868e96", border: "#ced4da", primary: "#1c7ed6", danger: "#e03131",
    dangerBg: "#fff5f5", hintBg: "#f8f9fa", success: "#2f9e44" };

  function lang() {
    var l = (document.documentElement.lang || "de").toLowerCase();
    return l.indexOf("en") === 0 ? "en" : "de";
  }

  function el(tag, style, children) {
    var node = document.createElement(tag);
    if (style) node.setAttribute("style", style);
    (children || []).forEach(function (child) {
      if (child === null || child === undefined) return;
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  function button(label, kind, onClick) {
    var primary = kind === "primary";
    var b = el("button", "font: inherit; font-size: 14px; font-weight: 600; padding: 8px 16px; border-radius: 4px; cursor: pointer; " +
      (primary ? "background: " + COLORS.primary + "; color: #fff; border: 1px solid " + COLORS.primary + ";"
               : "background: #fff; color: " + COLORS.text + "; border: 1px solid " + COLORS.border + ";"), [label]);
    b.type = kind === "primary" ? "submit" : "button";
    if (onClick) b.addEventListener("click", onClick);
    return b;
  }

  var uid = 0;
  function field(label, input) {
    uid += 1;
    input.id = "xs2a-sbx-" + uid;
    input.setAttribute("style", "display: block; width: 100%; box-sizing: border-box; font: inherit; font-size: 14px; padding: 8px 10px; margin-top: 4px; border: 1px solid " + COLORS.border + "; border-radius: 4px; color: " + COLORS.text + ";");
    var l = el("label", "display: block; font-size: 14px; font-weight: 500; margin-bottom: 12px;", [label, input]);
    l.htmlFor = input.id;
    return l;
  }

  function input(type, name, autocomplete) {
    var i = document.createElement("input");
    i.type = type;
    i.name = name;
    i.required = true;
    if (autocomplete) i.setAttribute("autocomplete", autocomplete);
    return i;
  }

  function groupIban(iban) { return (iban || "").replace(/(.{4})/g, "$1 ").trim(); }

  function money(amount, currency) {
    try {
      return new Intl.NumberFormat(lang() === "en" ? "en-GB" : "de-DE", { style: "currency", currency: currency }).format(Number(amount));
    } catch (e) { return amount + " " + currency; }
  }

  function date(iso) {
    var p = iso.split("-");
    return lang() === "en" ? iso : p[2] + "." + p[1] + "." + p[0];
  }

  function init(key, container, callbacks) {
    var t = TEXT[lang()];
    var destroyed = false;
    var finished = false;
    var controller = typeof AbortController === "function" ? new AbortController() : null;
    var base = "/api/xs2a/sandbox/session/" + encodeURIComponent(key) + "/";
    var root = el("div", "font-family: inherit; font-size: 14px; line-height: 1.5; color: " + COLORS.text + "; text-align: left;");
    container.innerHTML = "";
    container.appendChild(root);

    function call(method, path, body) {
      return fetch(base + path, {
        method: method,
        credentials: "omit",
        cache: "no-store",
        // The CSRF header every request of the app carries (src/lib/csrf.ts).
        headers: body
          ? { "Content-Type": "application/json", "Accept": "application/json", "${CSRF_HEADER}": "${CSRF_HEADER_VALUE}" }
          : { "Accept": "application/json", "${CSRF_HEADER}": "${CSRF_HEADER_VALUE}" },
        body: body ? JSON.stringify(body) : undefined,
        signal: controller ? controller.signal : undefined
      }).then(function (res) {
        return res.json().catch(function () { return null; }).then(function (json) {
          if (res.ok && json) return json;
          var error = (json && json.error) || { code: "NETWORK" };
          throw { code: error.code || "NETWORK", attemptsLeft: error.attemptsLeft };
        });
      }, function (e) {
        if (e && e.name === "AbortError") throw { code: "DESTROYED" };
        throw { code: "NETWORK" };
      });
    }

    function screen(title, lead, content) {
      if (destroyed) return;
      root.innerHTML = "";
      root.appendChild(el("div", "display: inline-block; font-size: 12px; color: " + COLORS.dimmed + "; border: 1px solid " + COLORS.border + "; border-radius: 10px; padding: 0 8px; margin-bottom: 12px;", [t.badge]));
      var heading = el("h3", "font-size: 18px; font-weight: 600; margin: 0 0 4px 0;", [title]);
      heading.tabIndex = -1;
      root.appendChild(heading);
      if (lead) root.appendChild(el("p", "margin: 0 0 16px 0; color: " + COLORS.dimmed + ";", [lead]));
      content.forEach(function (c) { if (c) root.appendChild(c); });
      var focus = root.querySelector("input:not([readonly]), button[data-first]");
      (focus || heading).focus();
    }

    function alertBox(message, retry) {
      var box = el("div", "display: flex; align-items: center; gap: 12px; background: " + COLORS.dangerBg + "; border: 1px solid " + COLORS.danger + "; color: " + COLORS.danger + "; border-radius: 4px; padding: 8px 12px; margin-bottom: 12px;", [el("span", "flex: 1;", [message])]);
      box.setAttribute("role", "alert");
      if (retry) {
        var r = button(t.retry, "secondary", retry);
        r.style.flex = "none";
        r.style.padding = "4px 10px";
        box.appendChild(r);
      }
      return box;
    }

    function actions(list) {
      return el("div", "display: flex; gap: 8px; justify-content: flex-end; flex-wrap: wrap; margin-top: 16px;", list);
    }

    function cancel() {
      if (destroyed || finished) return;
      finished = true;
      call("POST", "abort").catch(function () {}).then(function () {
        if (!destroyed) callbacks.onAbort();
      });
    }

    function fail(error) {
      if (destroyed || error.code === "DESTROYED") return;
      finished = true;
      callbacks.onError(t.errors[error.code] || t.errors.NETWORK, error.code !== "TOO_MANY_ATTEMPTS");
    }

    function errorText(error) {
      var text = t.errors[error.code] || t.errors.NETWORK;
      if (typeof error.attemptsLeft === "number" && error.attemptsLeft > 0) text += " " + t.attemptsLeft(error.attemptsLeft);
      return text;
    }

    /** Runs a step's call; session errors end the widget, the rest show in the form. */
    function submit(work, onFormError) {
      work().then(render, function (error) {
        if (error.code === "SESSION_INVALID" || error.code === "TOO_MANY_ATTEMPTS") fail(error);
        else if (error.code !== "DESTROYED") onFormError(error);
      });
    }

    function form(children, onSubmit) {
      var f = el("form", "margin: 0;", children);
      f.noValidate = false;
      f.addEventListener("submit", function (e) { e.preventDefault(); onSubmit(); });
      return f;
    }

    function hint(view, withTan) {
      var items = view.hint.logins.map(function (l) {
        return el("li", "margin: 0;", [el("code", "font-weight: 600;", [l.login]), " – " + t.behaviour[l.behaviour]]);
      });
      return el("div", "background: " + COLORS.hintBg + "; border-radius: 4px; padding: 8px 12px; margin-top: 16px; font-size: 13px; color: " + COLORS.dimmed + ";", [
        el("div", "font-weight: 600;", [t.hintTitle]),
        withTan ? null : el("ul", "margin: 4px 0; padding-left: 18px;", items),
        withTan ? null : el("div", "", [t.hintPin, el("code", "", [view.hint.pin])]),
        el("div", "", [t.hintTan, el("code", "", [view.hint.tan])])
      ]);
    }

    function renderBanks(view) {
      var list = el("div", "display: flex; flex-direction: column; gap: 8px; max-height: 260px; overflow-y: auto;", []);
      var search = input("search", "bank-search", "off");
      search.required = false;
      function fill() {
        list.innerHTML = "";
        var q = search.value.trim().toLowerCase();
        var banks = view.banks.filter(function (b) { return !q || (b.name + " " + b.bic).toLowerCase().indexOf(q) >= 0; });
        if (banks.length === 0) list.appendChild(el("p", "margin: 0; color: " + COLORS.dimmed + ";", [t.noBank]));
        banks.forEach(function (b) {
          var item = button("", "secondary", function () {
            submit(function () { return call("POST", "bank", { bankId: b.id }); }, function (error) {
              list.insertBefore(alertBox(errorText(error)), list.firstChild);
            });
          });
          item.setAttribute("style", item.getAttribute("style") + " text-align: left; width: 100%; font-weight: 500;");
          item.appendChild(el("span", "display: block;", [b.name]));
          item.appendChild(el("span", "display: block; font-size: 12px; font-weight: 400; color: " + COLORS.dimmed + ";", ["BIC " + b.bic]));
          list.appendChild(item);
        });
      }
      search.addEventListener("input", fill);
      fill();
      screen(t.chooseBank, t.chooseBankLead, [field(t.search, search), list, actions([button(t.cancel, "secondary", cancel)])]);
    }

    function renderLogin(view) {
      var login = input("text", "login", "username");
      var pin = input("password", "pin", "current-password");
      if (view.login) login.value = view.login;
      if (view.loginFixed) login.readOnly = true;
      var slot = el("div", "", []);
      function send() {
        slot.innerHTML = "";
        submit(function () { return call("POST", "login", { login: login.value, pin: pin.value }); }, function (error) {
          var retryable = error.code === "BANK_UNAVAILABLE" || error.code === "NETWORK" || error.code === "ACCESS_BLOCKED";
          slot.appendChild(alertBox(errorText(error), retryable ? send : null));
          if (error.code === "WRONG_CREDENTIALS") { pin.value = ""; pin.focus(); }
        });
      }
      var buttons = [button(t.cancel, "secondary", cancel)];
      if (view.mode === "ADD") buttons.unshift(button(t.back, "secondary", function () { submit(function () { return call("POST", "back"); }, function () {}); }));
      buttons.push(button(t.signIn, "primary"));
      screen(t.signInAt + view.bank.name, t.signInLead, [form([slot, field(t.login, login), field(t.pin, pin), actions(buttons)], function () {
        if (login.value.trim() && pin.value) send(); else (login.value.trim() ? pin : login).focus();
      }), hint(view, false)]);
    }

    function paymentTable(view) {
      var rows = el("div", "display: flex; flex-direction: column; gap: 8px; max-height: 240px; overflow-y: auto; margin-bottom: 12px;", []);
      var sum = 0;
      view.payments.forEach(function (p) {
        sum += Math.round(Number(p.amount) * 100);
        function line(label, value) {
          return el("div", "display: flex; gap: 12px;", [el("span", "flex: 0 0 130px; color: " + COLORS.dimmed + ";", [label]), el("span", "flex: 1; word-break: break-word;", [value])]);
        }
        rows.appendChild(el("div", "border: 1px solid " + COLORS.border + "; border-radius: 4px; padding: 8px 12px;", [
          line(t.recipient, p.recipientName),
          line(t.iban, groupIban(p.recipientIban)),
          line(t.amount, money(p.amount, p.currency)),
          line(t.purpose, p.purpose),
          line(t.executionDate, date(p.executionDate))
        ]));
      });
      if (view.payments.length > 1) {
        rows.appendChild(el("div", "text-align: right; font-weight: 600;", [t.total + ": " + money((sum / 100).toFixed(2), view.payments[0].currency)]));
      }
      return rows;
    }

    function renderTan(view) {
      var tan = input("text", "tan", "one-time-code");
      tan.inputMode = "numeric";
      var slot = el("div", "", []);
      var pay = view.mode === "PAY";
      function send() {
        slot.innerHTML = "";
        submit(function () { return call("POST", "tan", { tan: tan.value }); }, function (error) {
          slot.appendChild(alertBox(errorText(error), error.code === "NETWORK" || error.code === "BANK_UNAVAILABLE" ? send : null));
          tan.value = "";
          tan.focus();
        });
      }
      var buttons = [button(t.cancel, "secondary", cancel), button(pay ? t.authorise : t.confirm, "primary")];
      if (view.mode === "ADD") buttons.unshift(button(t.back, "secondary", function () { submit(function () { return call("POST", "back"); }, function () {}); }));
      screen(pay ? t.payTitle : t.tanTitle, pay ? (view.payments.length > 1 ? t.payLeadMany : t.payLead) : t.tanLead, [
        pay ? paymentTable(view) : null,
        form([slot, field(t.tan, tan), actions(buttons)], function () { if (tan.value.trim()) send(); else tan.focus(); }),
        hint(view, true)
      ]);
    }

    function renderAccounts(view) {
      var slot = el("div", "", []);
      var boxes = [];
      var list = view.accounts.map(function (a) {
        var box = document.createElement("input");
        box.type = "checkbox";
        box.checked = a.selected;
        box.value = a.id;
        box.setAttribute("style", "margin: 3px 0 0 0; width: 16px; height: 16px; flex: none;");
        boxes.push(box);
        var label = el("label", "display: flex; gap: 10px; align-items: flex-start; border: 1px solid " + COLORS.border + "; border-radius: 4px; padding: 8px 12px; cursor: pointer;", [
          box,
          el("span", "", [
            el("span", "display: block; font-weight: 500;", [a.name + " · " + (t.kind[a.kind] || a.kind)]),
            el("span", "display: block; color: " + COLORS.dimmed + "; font-size: 13px;", [(a.iban ? groupIban(a.iban) : a.accountNumber) + " · " + a.holder])
          ])
        ]);
        return label;
      });
      function send() {
        slot.innerHTML = "";
        var chosen = boxes.filter(function (b) { return b.checked; }).map(function (b) { return b.value; });
        if (chosen.length === 0) { slot.appendChild(alertBox(t.accountsNone)); if (boxes[0]) boxes[0].focus(); return; }
        submit(function () { return call("POST", "accounts", { accountIds: chosen }); }, function (error) {
          slot.appendChild(alertBox(errorText(error), error.code === "NETWORK" ? send : null));
        });
      }
      screen(t.accountsTitle, t.accountsLead, [form([slot, el("div", "display: flex; flex-direction: column; gap: 8px;", list),
        actions([button(t.cancel, "secondary", cancel), button(t.apply, "primary")])], send)]);
    }

    function renderDone(view) {
      screen(t.doneTitle, null, [el("p", "margin: 0; color: " + COLORS.success + "; font-weight: 500;", [view.mode === "PAY" ? t.donePay : t.doneConnect])]);
      if (!finished) {
        finished = true;
        callbacks.onFinish();
      }
    }

    function render(view) {
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
      var loading = el("p", "margin: 0; color: " + COLORS.dimmed + ";", [t.loading]);
      loading.setAttribute("role", "status");
      root.appendChild(loading);
      call("GET", "").then(render, function (error) {
        if (error.code === "NETWORK") {
          root.innerHTML = "";
          root.appendChild(alertBox(t.errors.NETWORK, start));
        } else fail(error);
      });
    }
    start();

    return {
      destroy: function () {
        destroyed = true;
        if (controller) controller.abort();
        root.innerHTML = "";
        if (root.parentNode === container) container.removeChild(root);
      }
    };
  }

  window.xs2a = { init: init };
})();
`;
