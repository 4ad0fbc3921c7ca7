import { Button, Menu, Popover } from "@mantine/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/renderWithProviders.tsx";
import { createLazyPopup, type LazyPopupProps } from "./lazyPopup.tsx";

function TestMenu({ target, defaultOpened, onPick }: LazyPopupProps & { onPick: (item: string) => void }) {
  return (
    <Menu defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onPick("first")}>First</Menu.Item>
        <Menu.Item onClick={() => onPick("second")}>Second</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function TestPopover({ target, defaultOpened }: LazyPopupProps) {
  return (
    <Popover defaultOpened={defaultOpened}>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>News</Popover.Dropdown>
    </Popover>
  );
}

describe("createLazyPopup", () => {
  it("announces a closed menu before its code is there and loads it only on first use", async () => {
    const load = vi.fn(() => Promise.resolve(TestMenu));
    const LazyMenu = createLazyPopup("menu", load);
    renderWithProviders(<LazyMenu onPick={() => undefined} trigger={<Button>Actions</Button>} />, {
      isMantineTestEnv: true,
    });
    const trigger = await screen.findByRole("button", { name: "Actions" });
    expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole("menu", { hidden: true })).not.toBeInTheDocument();
  });

  it("opens with ArrowDown from the keyboard and moves the focus into the menu", async () => {
    const onPick = vi.fn();
    const LazyMenu = createLazyPopup("menu", () => Promise.resolve(TestMenu));
    renderWithProviders(<LazyMenu onPick={onPick} trigger={<Button>Actions</Button>} />, { isMantineTestEnv: true });
    const user = userEvent.setup();
    (await screen.findByRole("button", { name: "Actions" })).focus();
    await user.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu", { hidden: true });
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByRole("button", { name: "Actions", hidden: true })).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("menuitem", { name: "Second", hidden: true }));
    expect(onPick).toHaveBeenCalledWith("second");
  });

  it("opens a pop-over on click and keeps the focus on its trigger", async () => {
    const LazyPopover = createLazyPopup("dialog", () => Promise.resolve(TestPopover));
    renderWithProviders(<LazyPopover trigger={<Button>News</Button>} />, { isMantineTestEnv: true });
    const user = userEvent.setup();
    (await screen.findByRole("button", { name: "News" })).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { hidden: true })).toHaveTextContent("News");
    const trigger = screen.getByRole("button", { name: "News", hidden: true });
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
