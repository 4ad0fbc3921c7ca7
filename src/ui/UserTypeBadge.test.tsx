import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/renderWithProviders.tsx";
import { UserTypeBadge, userKind } from "./UserTypeBadge.tsx";

describe("userKind", () => {
  it("names super admins first, then public-link, then external users", () => {
    expect(userKind({ isSuperAdmin: true, isExternal: false })).toBe("SUPER_ADMIN");
    expect(userKind({ isExternal: true, isExternalPublicLink: true })).toBe("PUBLIC_LINK");
    expect(userKind({ isExternal: true, isExternalPublicLink: false })).toBe("EXTERNAL");
    expect(userKind({})).toBe("STANDARD");
  });
});

describe("UserTypeBadge", () => {
  it("shows the kind in the user's language and leaves regular users unmarked unless asked", async () => {
    const { unmount } = renderWithProviders(<UserTypeBadge isExternal isExternalPublicLink />);
    expect(await screen.findByText("Öffentlicher Link")).toBeInTheDocument();
    unmount();
    const regular = renderWithProviders(
      <div data-testid="cell">
        <UserTypeBadge />
      </div>,
    );
    expect(await screen.findByTestId("cell")).toBeEmptyDOMElement();
    regular.unmount();
    renderWithProviders(<UserTypeBadge showStandard />);
    expect(await screen.findByText("Benutzer")).toBeInTheDocument();
  });
});
