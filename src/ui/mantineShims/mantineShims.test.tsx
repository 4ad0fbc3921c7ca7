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
