import {
  Anchor,
  type AnchorProps as MantineAnchorProps,
  Button,
  type ButtonProps,
  UnstyledButton,
  type UnstyledButtonProps,
} from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { ComponentPropsWithRef } from "react";

// Mantine components as typed router links (TanStack's createLink): `to`, `params` and
// `search` are checked against the routes, and the result is a real <a> (middle click works).
// Menu items: menuLinks.tsx (loaded with the menus).

type AnchorProps<P> = P & Omit<ComponentPropsWithRef<"a">, keyof P>;

export const ButtonLink = createLink((props: AnchorProps<ButtonProps>) => <Button component="a" {...props} />);

export const UnstyledButtonLink = createLink((props: AnchorProps<UnstyledButtonProps>) => (
  <UnstyledButton component="a" {...props} />
));

export const AnchorLink = createLink((props: AnchorProps<MantineAnchorProps>) => <Anchor component="a" {...props} />);
