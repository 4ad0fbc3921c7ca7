import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NotificationsOutlet } from "./NotificationsOutlet.tsx";

describe("NotificationsOutlet", () => {
  afterEach(() => {
    act(() => notifications.clean());
  });

  it("renders nothing until the first notification, then shows it", async () => {
    render(
      <MantineProvider>
        <NotificationsOutlet />
      </MantineProvider>,
    );
    expect(document.querySelector(".mantine-Notifications-root")).toBeNull();
    act(() => {
      notifications.show({ title: "Gespeichert", message: "Die Änderung ist gespeichert." });
    });
    expect(await screen.findByText("Die Änderung ist gespeichert.")).toBeVisible();
  });
});
