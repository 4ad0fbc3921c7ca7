import { Anchor, type AnchorProps, Button, type ButtonProps } from "@mantine/core";
import { useRouter } from "@tanstack/react-router";
import { type MouseEvent, type ReactNode, useCallback } from "react";

// Links by href: real <a> elements (middle click and "open in new tab" work); a plain click
// navigates inside the app. Used where paths are built from data (settings pages share
// components across sections) rather than typed per route.

/** Navigates inside the app for a plain left click; lets the browser handle the others. */
export function useInAppNavigation() {
  const router = useRouter();
  return useCallback(
    (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void router.navigate({ href });
    },
    [router],
  );
}

export interface HrefButtonProps extends ButtonProps {
  href: string;
  children: ReactNode;
}

export function HrefButton({ href, ...props }: HrefButtonProps) {
  const onClick = useInAppNavigation();
  return <Button component="a" href={href} onClick={onClick(href)} {...props} />;
}

export interface HrefAnchorProps extends AnchorProps {
  href: string;
  children: ReactNode;
}

export function HrefAnchor({ href, ...props }: HrefAnchorProps) {
  const onClick = useInAppNavigation();
  return <Anchor href={href} onClick={onClick(href)} {...props} />;
}
