import { AppShell, MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { AppFrame } from "./AppFrame.tsx";
import { theme } from "./theme.ts";

// AppFrame stands in for Mantine's AppShell on every first screen: what it renders must be what
// AppShell renders for the same frame (same classes, attributes and offset variables), so the
// page looks the same.

/** The elements with their attributes in name order; left out: the id AppShell generates (it
 * needs it only for resizable or static layouts) and its `data-resizing`, set for the first
 * 200 ms after mounting to keep the navbar and aside from animating in (this frame has none). */
const serialize = (element: Element): string => {
  const attributes = [...element.attributes]
    .filter(({ name }) => name !== "id" && name !== "data-resizing")
    .map(({ name, value }) => `${name}="${value}"`)
    .sort();
  const children = [...element.childNodes]
    .map((node) => (node instanceof Element ? serialize(node) : (node.textContent ?? "")))
    .join("");
  return `<${element.tagName.toLowerCase()} ${attributes.join(" ")}>${children}</${element.tagName.toLowerCase()}>`;
};

const html = (ui: ReactNode) => {
  const { container, unmount } = render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
  const markup = serialize(container);
  unmount();
  return markup;
};

describe("AppFrame", () => {
  it("renders what Mantine's AppShell renders for the bar and the page", () => {
    const frame = html(
      <AppFrame headerHeight={60} header={<span>bar</span>}>
        <p>page</p>
      </AppFrame>,
    );
    expect(frame).toContain("--app-shell-header-offset:calc(3.75rem * var(--mantine-scale))");
    expect(frame).toBe(
      html(
        <AppShell header={{ height: 60 }} padding={0}>
          <AppShell.Header>
            <span>bar</span>
          </AppShell.Header>
          <AppShell.Main bg="gray.0" mih="100dvh">
            <p>page</p>
          </AppShell.Main>
        </AppShell>,
      ),
    );
  });

  it("renders what AppShell renders without a bar", () => {
    expect(
      html(
        <AppFrame>
          <p>page</p>
        </AppFrame>,
      ),
    ).toBe(
      html(
        <AppShell padding={0}>
          <AppShell.Main bg="gray.0" mih="100dvh">
            <p>page</p>
          </AppShell.Main>
        </AppShell>,
      ),
    );
  });
});
