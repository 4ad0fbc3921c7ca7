import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { parseBankConnectionsSearch } from "../../../routes/settingsBankConnectionsRoute.tsx";
import { changedAccountLinks } from "../forms/bankAccountLinksFormSchema.ts";
import { accountDisplay } from "../lib/accountDisplay.ts";
import { loadXs2aLibrary, Xs2aLibraryNotLoadedError } from "../lib/loadXs2aLibrary.ts";
import { syncMessageText } from "../lib/syncMessageText.ts";
import { initBankPayment, linkUnlinkAccounts, parseXs2aResponse, syncConnection } from "../lib/xs2aApi.ts";
import { settleWatches, SYNC_WATCH_TIMEOUT_MS } from "../hooks/useSyncWatch.ts";
import {
  COMPANY_A,
  COMPANY_B,
  GIRO,
  mockXs2aFetch,
  ok,
  TAGESGELD,
  uninstallFakeWidget,
} from "./bankConnectionsTestEnvironment.ts";

const ROW_ID = "a0000000-0000-4000-8000-0000000000a9";

afterEach(() => {
  uninstallFakeWidget();
  vi.unstubAllGlobals();
});

describe("accountDisplay (spec §2.8)", () => {
  it("shows a credit card's account number, else its IBAN, else its row id", () => {
    const card = { rowId: ROW_ID, isCreditCard: true };
    expect(accountDisplay({ ...card, accountNumber: "4111 XXXX XXXX 1111", iban: "DE89370400440532013000" })).toBe(
      "4111 XXXX XXXX 1111",
    );
    expect(accountDisplay({ ...card, accountNumber: null, iban: "DE89370400440532013000" })).toBe(
      "DE89 3704 0044 0532 0130 00",
    );
    expect(accountDisplay({ ...card, accountNumber: "", iban: null })).toBe(ROW_ID);
  });

  it("shows other accounts by IBAN, never by account number", () => {
    expect(
      accountDisplay({
        rowId: ROW_ID,
        isCreditCard: false,
        accountNumber: "0532013000",
        iban: "DE89370400440532013000",
      }),
    ).toBe("DE89 3704 0044 0532 0130 00");
    expect(accountDisplay({ rowId: ROW_ID, isCreditCard: false, accountNumber: "0532013000", iban: null })).toBe(
      ROW_ID,
    );
  });
});

describe("changedAccountLinks (spec §5)", () => {
  const saved = {
    accounts: [
      { id: GIRO, clientCompanyId: COMPANY_A },
      { id: TAGESGELD, clientCompanyId: null },
    ],
  };

  it("sends nothing when nothing changed", () => {
    expect(changedAccountLinks(saved, structuredClone(saved))).toEqual([]);
  });

  it("sends a link, an unlink and a move, each with only id and clientCompanyId", () => {
    const values = {
      accounts: [
        { id: GIRO, clientCompanyId: COMPANY_B, derivedName: "Girokonto" } as { id: string; clientCompanyId: string },
        { id: TAGESGELD, clientCompanyId: COMPANY_A },
      ],
    };
    expect(changedAccountLinks(saved, values)).toEqual([
      { id: GIRO, clientCompanyId: COMPANY_B },
      { id: TAGESGELD, clientCompanyId: COMPANY_A },
    ]);
    expect(changedAccountLinks(saved, { accounts: [{ id: GIRO, clientCompanyId: null }, saved.accounts[1]!] })).toEqual(
      [{ id: GIRO, clientCompanyId: null }],
    );
  });

  it("ignores accounts the saved state does not know", () => {
    expect(changedAccountLinks(saved, { accounts: [{ id: ROW_ID, clientCompanyId: COMPANY_A }] })).toEqual([]);
  });
});

describe("parseXs2aResponse", () => {
  const schema = z.object({ sessionId: z.string().min(1).nullable() });

  it("accepts the expected answer", () => {
    expect(parseXs2aResponse(200, { sessionId: null }, schema)).toEqual({ ok: true, data: { sessionId: null } });
  });

  it("calls a success with the wrong shape malformed", () => {
    expect(parseXs2aResponse(200, { session: "x" }, schema)).toEqual({
      ok: false,
      error: { code: "MALFORMED_RESPONSE", message: null, status: 200 },
    });
  });

  it("keeps the server's code and message", () => {
    expect(
      parseXs2aResponse(403, { error: { code: "FORBIDDEN", message: "Kein Zugriff auf das Banking." } }, schema),
    ).toEqual({ ok: false, error: { code: "FORBIDDEN", message: "Kein Zugriff auf das Banking.", status: 403 } });
  });

  it("knows nothing of an answer without an error body", () => {
    expect(parseXs2aResponse(500, "<html>", schema)).toEqual({
      ok: false,
      error: { code: "UNKNOWN", message: null, status: 500 },
    });
  });
});

describe("the REST calls", () => {
  it("report a network failure instead of rejecting", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await syncConnection(GIRO, { language: "de" })).toEqual({
      ok: false,
      error: { code: "NETWORK_ERROR", message: null, status: 0 },
    });
  });

  it("send only id and clientCompanyId per account", async () => {
    const { calls } = mockXs2aFetch({
      "POST /api/xs2a/link-unlink-accounts/": () => ok({ accounts: [{ id: GIRO, moneyAccountRowId: null }] }),
    });
    const account = { id: GIRO, clientCompanyId: null, derivedName: "Girokonto", iban: "DE89370400440532013000" };
    const result = await linkUnlinkAccounts([account], { language: "en" });
    expect(result).toEqual({ ok: true, data: { accounts: [{ id: GIRO, moneyAccountRowId: null }] } });
    expect(calls[0]!.body).toEqual({ accounts: [{ id: GIRO, clientCompanyId: null }] });
    expect(calls[0]!.headers["Accept-Language"]).toBe("en");
  });

  it("refuse an empty or oversized link list and a payment without documents before asking the server", async () => {
    const { calls } = mockXs2aFetch({});
    expect((await linkUnlinkAccounts([], { language: "de" })).ok).toBe(false);
    const many = Array.from({ length: 101 }, () => ({ id: GIRO, clientCompanyId: null }));
    expect(await linkUnlinkAccounts(many, { language: "de" })).toMatchObject({ error: { code: "INVALID_REQUEST" } });
    expect(await initBankPayment({ documentIds: [], moneyAccountRowId: GIRO }, { language: "de" })).toMatchObject({
      error: { code: "INVALID_REQUEST" },
    });
    expect(calls).toHaveLength(0);
  });

  it("start a payment session with the documents and the paying account", async () => {
    const { calls } = mockXs2aFetch({
      "POST /api/xs2a/init/bank-payment/": () => ok({ sessionId: "pay-1", bankPaymentRowIds: [ROW_ID] }),
    });
    const payload = { documentIds: [TAGESGELD], moneyAccountRowId: GIRO, executionDate: "2026-03-02" };
    expect(await initBankPayment(payload, { language: "de" })).toEqual({
      ok: true,
      data: { sessionId: "pay-1", bankPaymentRowIds: [ROW_ID] },
    });
    expect(calls[0]!.body).toEqual(payload);
  });
});

describe("loadXs2aLibrary", () => {
  const scripts = () => document.head.querySelectorAll("script[data-xs2a-widget]");

  it("adds the script once and resolves every caller with window.xs2a after it loaded", async () => {
    const first = loadXs2aLibrary("/widget-a.js");
    const second = loadXs2aLibrary("/widget-a.js");
    expect(scripts()).toHaveLength(1);
    const library = { init: vi.fn() };
    window.xs2a = library;
    scripts()[0]!.dispatchEvent(new Event("load"));
    await expect(first).resolves.toBe(library);
    await expect(second).resolves.toBe(library);
    // Once there, the library is used without another script.
    await expect(loadXs2aLibrary("/widget-a.js")).resolves.toBe(library);
    expect(scripts()).toHaveLength(1);
  });

  it("rejects when the script defines no library, and tries again next time", async () => {
    const attempt = loadXs2aLibrary("/widget-b.js");
    scripts()[0]!.dispatchEvent(new Event("load"));
    await expect(attempt).rejects.toBeInstanceOf(Xs2aLibraryNotLoadedError);
    expect(scripts()).toHaveLength(0);
    void loadXs2aLibrary("/widget-b.js").catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it("gives up after the timeout", async () => {
    vi.useFakeTimers();
    try {
      const attempt = loadXs2aLibrary("/widget-c.js", 1000);
      vi.advanceTimersByTime(1001);
      await expect(attempt).rejects.toThrow("xs2a library is not loaded");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("settleWatches", () => {
  const start = 1_000_000;
  const watch = (extra = {}) =>
    new Map([[GIRO, { lastSynced: "2026-03-01T10:00:00Z", hasSeenActive: false, startedAt: start, ...extra }]]);

  it("keeps waiting while the sync has not begun", () => {
    const next = settleWatches(
      watch(),
      [{ rowId: GIRO, syncActive: false, lastSynced: "2026-03-01T10:00:00Z" }],
      start + 1000,
    );
    expect(next.has(GIRO)).toBe(true);
  });

  it("notes a running sync and ends when it has stopped", () => {
    const running = settleWatches(
      watch(),
      [{ rowId: GIRO, syncActive: true, lastSynced: "2026-03-01T10:00:00Z" }],
      start,
    );
    expect(running.get(GIRO)?.hasSeenActive).toBe(true);
    expect(
      settleWatches(running, [{ rowId: GIRO, syncActive: false, lastSynced: "2026-03-01T10:00:00Z" }], start).size,
    ).toBe(0);
  });

  it("ends when the last sync time moved on (a quick sync between two looks)", () => {
    expect(
      settleWatches(watch(), [{ rowId: GIRO, syncActive: false, lastSynced: "2026-03-01T10:05:00Z" }], start).size,
    ).toBe(0);
  });

  it("waits a little for a connection not yet listed, and gives up after the timeout", () => {
    expect(settleWatches(watch(), [], start + 5000).size).toBe(1);
    expect(settleWatches(watch(), [], start + 60_000).size).toBe(0);
    const stuck = [{ rowId: GIRO, syncActive: true, lastSynced: "2026-03-01T10:00:00Z" }];
    expect(settleWatches(watch(), stuck, start + SYNC_WATCH_TIMEOUT_MS + 1).size).toBe(0);
  });
});

describe("the page's search parameters", () => {
  it("read add=1 as the add flow and keep a valid company", () => {
    expect(parseBankConnectionsSearch({ add: 1, clientCompanyRowId: COMPANY_A.toUpperCase() })).toEqual({
      add: true,
      clientCompanyRowId: COMPANY_A,
    });
    expect(parseBankConnectionsSearch({ add: "true" }).add).toBe(true);
    expect(parseBankConnectionsSearch({ add: "0" }).add).toBe(false);
  });

  it("drop values that cannot be used", () => {
    expect(parseBankConnectionsSearch({ add: "vielleicht", clientCompanyRowId: "123" })).toEqual({
      add: undefined,
      clientCompanyRowId: undefined,
    });
  });
});

describe("syncMessageText", () => {
  it("translates the sync's codes and keeps any other text", () => {
    const t = i18next.getFixedT("de");
    expect(syncMessageText("CONSENT_EXPIRED", t)).toBe(
      "Die Zustimmung bei der Bank ist abgelaufen. Bitte klicken Sie auf „Aktualisieren“ und melden Sie sich erneut bei Ihrer Bank an.",
    );
    expect(syncMessageText("BANK_UNAVAILABLE", i18next.getFixedT("en"))).toBe(
      "The bank could not be reached at the last update. Please try again later.",
    );
    expect(syncMessageText("Die Bank meldet eine Wartung bis 6 Uhr.", t)).toBe(
      "Die Bank meldet eine Wartung bis 6 Uhr.",
    );
  });
});
