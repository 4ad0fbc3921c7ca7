import { Anchor, type AnchorProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { ComponentPropsWithRef, ReactNode } from "react";

const AnchorLink = createLink((props: AnchorProps & Omit<ComponentPropsWithRef<"a">, keyof AnchorProps>) => (
  <Anchor component="a" {...props} />
));

export interface DocumentLinkProps extends Omit<AnchorProps, "children"> {
  rowId: string;
  clientCompanyRowId: string;
  children: ReactNode;
  title?: string;
}

/** A link to the document's details (a real link: middle click opens a tab). Out of the tab
 * order: the row or card around it takes the focus and opens it with Enter. */
export function DocumentLink({ rowId, clientCompanyRowId, children, ...props }: DocumentLinkProps) {
  return (
    <AnchorLink
      to="/documents/$documentRowId"
      params={{ documentRowId: rowId }}
      search={{ clientCompanyRowId }}
      tabIndex={-1}
      c="inherit"
      underline="hover"
      truncate="end"
      display="block"
      {...props}
    >
      {children}
    </AnchorLink>
  );
}
