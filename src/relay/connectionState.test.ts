import { describe, expect, it, vi } from "vitest";
import { createConnectionStateStore } from "./connectionState.ts";
import { graphqlWsUrl } from "./subscriptions.ts";

describe("connection state store", () => {
  it("starts idle and notifies listeners of real changes only", () => {
    const store = createConnectionStateStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.getSnapshot()).toBe("idle");
    store.set("connecting");
    store.set("connecting");
    store.set("connected");
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set("disconnected");
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toBe("disconnected");
  });
});

describe("graphqlWsUrl", () => {
  it("uses ws: on http and wss: on https, on the page's own host", () => {
    expect(graphqlWsUrl({ protocol: "http:", host: "localhost:5173" })).toBe("ws://localhost:5173/graphql");
    expect(graphqlWsUrl({ protocol: "https:", host: "app.example.de" })).toBe("wss://app.example.de/graphql");
  });
});
