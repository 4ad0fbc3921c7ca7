import { type AnchorProps } from "@mantine/core";
import type { ReactNode } from "react";
import { AnchorLink } from "../../../shell/links.tsx";

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
