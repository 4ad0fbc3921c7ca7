import { Badge, Group, Text } from "@mantine/core";
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

describe("badges in a row", () => {
  it("keep their whole label beside a name (the theme lets no badge shrink)", async () => {
    renderWithProviders(
      <Group wrap="nowrap" w={40}>
        <Text>Greta Grund</Text>
        <Badge>Sie</Badge>
        <UserTypeBadge isSuperAdmin />
      </Group>,
    );
    const you = (await screen.findByText("Sie")).closest<HTMLElement>(".mantine-Badge-root");
    const superAdmin = screen.getByText("Super-Admin").closest<HTMLElement>(".mantine-Badge-root");
    expect(you?.style.flexShrink).toBe("0");
    expect(superAdmin?.style.flexShrink).toBe("0");
  });
});
