import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "@testing-library/react";
import { createRef, type Ref } from "react";
import { RemoveScroll as RealRemoveScroll } from "react-remove-scroll";
import { describe, expect, it, vi } from "vitest";
import { useMergeRefs } from "./floatingUiMergeRefs.ts";
import { RemoveScroll } from "./removeScrollClassNames.ts";

describe("Mantine shims (vite.config.ts)", () => {
  it("give AppShell the same scroll-bar class names as react-remove-scroll", () => {
    expect(RemoveScroll.classNames).toEqual(RealRemoveScroll.classNames);
  });

  it("merge object and callback refs, and clear them on unmount", () => {
    const objectRef = createRef<HTMLDivElement>();
    const callbackRef = vi.fn();
    function Probe({ refs }: { refs: Array<Ref<HTMLDivElement> | undefined> }) {
      return <div ref={useMergeRefs(refs)} data-testid="probe" />;
    }
    const { getByTestId, unmount } = render(<Probe refs={[objectRef, callbackRef, undefined]} />);
    expect(objectRef.current).toBe(getByTestId("probe"));
    expect(callbackRef).toHaveBeenLastCalledWith(getByTestId("probe"));
    unmount();
    expect(objectRef.current).toBeNull();
    expect(callbackRef).toHaveBeenLastCalledWith(null);
  });
});

/** The app's source files outside the tests, with their text. */
function sourceFiles(directory = join(process.cwd(), "src")): { path: string; text: string }[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "__generated__" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [{ path, text: readFileSync(path, "utf8") }]
      : [];
  });
}

// vite.config.ts builds Mantine's Button, ActionIcon and Checkbox without these parts: using one
// would meet `undefined` in the built app.
describe("Mantine's parts the build leaves out (vite.config.ts, EDITED_MODULES)", () => {
  it("are used nowhere in the app", () => {
    const leftOut =
      /\b(Button\.Group|Button\.GroupSection|ActionIcon\.Group|ActionIcon\.GroupSection|Checkbox\.Card|Checkbox\.Indicator|ButtonGroup|ButtonGroupSection|ActionIconGroup|ActionIconGroupSection|CheckboxCard|CheckboxIndicator)\b/;
    const uses = sourceFiles().flatMap(({ path, text }) =>
      text
        .split("\n")
        .filter((line) => leftOut.test(line))
        .map((line) => `${path}: ${line.trim()}`),
    );
    expect(uses).toEqual([]);
  });
});

// …and Collapse without its sideways variant.
describe("Mantine's Collapse in this build (vite.config.ts, EDITED_MODULES)", () => {
  it("is never asked to collapse sideways", () => {
    const uses = sourceFiles().flatMap(({ path, text }) =>
      /\borientation\s*[=:]\s*\{?\s*["']horizontal["']/.test(text) && /\bCollapse\b/.test(text) ? [path] : [],
    );
    expect(uses).toEqual([]);
  });
});
