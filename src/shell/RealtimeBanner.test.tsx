import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activeSubscriptions, realtimeConnectionState } from "../relay/connectionState.ts";
import { renderWithProviders } from "../test/renderWithProviders.tsx";
import { RealtimeBanner } from "./RealtimeBanner.tsx";

afterEach(() => {
  vi.useRealTimers();
  act(() => {
    realtimeConnectionState.set("idle");
    while (activeSubscriptions.getSnapshot() > 0) activeSubscriptions.decrement();
  });
});

describe("RealtimeBanner", () => {
  it("reports a lost connection only after it lasted a second, with Retry now", async () => {
    const onRetry = vi.fn();
    renderWithProviders(<RealtimeBanner onRetry={onRetry} />);
    await screen.findByText((_, element) => element === document.body);
    // the banner's code loads after the first screen (the app fetches it when idle)
    await import("./RealtimeAlert.tsx");
    vi.useFakeTimers();
    act(() => {
      activeSubscriptions.increment();
      realtimeConnectionState.set("disconnected");
    });
    act(() => vi.advanceTimersByTime(900));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole("status")).toHaveTextContent("Neuer Versuch in 3 Sekunden");
    act(() => screen.getByRole("button", { name: "Jetzt erneut versuchen" }).click());
    expect(onRetry).toHaveBeenCalledOnce();

    act(() => realtimeConnectionState.set("connected"));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("stays silent without subscriptions", async () => {
    renderWithProviders(<RealtimeBanner onRetry={() => undefined} />);
    await screen.findByText((_, element) => element === document.body);
    vi.useFakeTimers();
    act(() => realtimeConnectionState.set("disconnected"));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
