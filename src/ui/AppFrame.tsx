import { rem } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";
import { RemoveScroll } from "./mantineShims/removeScrollClassNames.ts";

/**
 * The app's frame: a fixed bar on top (optional) and the page below it. It renders exactly what
 * Mantine's AppShell renders for `header={{ height }}`, `padding={0}` and `AppShell.Header` /
 * `AppShell.Main` (its classes, data attributes and the CSS variables that offset the page by
 * the bar; the look comes from Mantine's stylesheet), without AppShell's navbar, aside,
 * footer, resizing and breakpoint machinery (~6 kB gzip on every first screen). The test
 * (AppFrame.test.tsx) compares both renderings.
 */
export function AppFrame({
  headerHeight,
  header,
  children,
}: {
  /** The bar's height in px; without it, no bar. */
  headerHeight?: number;
  header?: ReactNode;
  children: ReactNode;
}) {
  const size = headerHeight === undefined ? undefined : rem(headerHeight);
  const variables = size
    ? `--app-shell-header-height:${size};--app-shell-header-offset:${size};--app-shell-padding:0px;`
    : "--app-shell-padding:0px;";
  return (
    <>
      <style data-mantine-styles="inline">{`:root{${variables}}`}</style>
      <div
        className="m_89ab340 mantine-AppShell-root"
        data-mode="fixed"
        style={
          {
            "--app-shell-transition-duration": "200ms",
            "--app-shell-transition-timing-function": "ease",
          } as CSSProperties
        }
      >
        {size ? (
          <header
            className={`m_3b16f56b mantine-AppShell-header ${RemoveScroll.classNames.zeroRight}`}
            data-with-border="true"
            style={{ "--app-shell-header-z-index": 100 } as CSSProperties}
          >
            {header}
          </header>
        ) : null}
        <main
          className="m_8983817 mantine-AppShell-main"
          style={{ background: "var(--mantine-color-gray-0)", minHeight: "100dvh" }}
        >
          {children}
        </main>
      </div>
    </>
  );
}
