import { render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyPart } from "./lazyPart.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Fehler</p> : this.props.children;
  }
}

describe("lazyPart", () => {
  it("shows the fallback until the code is there, then the part with its props", async () => {
    let resolve: (component: typeof Greeting) => void = () => undefined;
    const Part = lazyPart(() => new Promise<typeof Greeting>((done) => (resolve = done)), {
      fallback: <p>Lädt</p>,
    });
    render(<Part name="Lena" />);
    expect(screen.getByText("Lädt")).toBeInTheDocument();
    resolve(Greeting);
    expect(await screen.findByText("Hallo Lena")).toBeInTheDocument();
  });

  it("loads once, also when preloaded first", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyPart(load);
    await Part.preload();
    render(
      <>
        <Part name="A" />
        <Part name="B" />
      </>,
    );
    expect(await screen.findByText("Hallo B")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again on the next render after a failed download", async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(Greeting);
    const Part = lazyPart(load);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { unmount } = render(
      <Boundary>
        <Part name="Lena" />
      </Boundary>,
    );
    expect(await screen.findByText("Fehler")).toBeInTheDocument();
    unmount();
    render(
      <Boundary>
        <Part name="Lena" />
      </Boundary>,
    );
    expect(await screen.findByText("Hallo Lena")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("preloads once the page is idle when asked to", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (task: () => void) => idle.push(task));
    try {
      const load = vi.fn(() => Promise.resolve(Greeting));
      lazyPart(load, { preloadWhenIdle: true });
      expect(load).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      idle[0]!();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
