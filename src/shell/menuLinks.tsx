import { Menu, type MenuItemProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { ComponentPropsWithRef } from "react";

// Menu items as typed router links (see links.tsx); apart from the others because only the
// menus' pop-ups (loaded on first use) need Mantine's Menu.

type AnchorProps<P> = P & Omit<ComponentPropsWithRef<"a">, keyof P>;

export const MenuItemLink = createLink((props: AnchorProps<MenuItemProps>) => <Menu.Item component="a" {...props} />);
