import { ActionIcon } from "@mantine/core";
import { IconBolt } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

import { createLazyPopup } from "../ui/lazyPopup.tsx";
import type { AppBarItems } from "./appBarItems.ts";

// The menu itself (Mantine's Menu, its actions and dialog) loads on first use.
const QuickActionsMenuPopup = createLazyPopup("menu", () =>
  import("./QuickActionsMenuPopup.tsx").then((module) => module.QuickActionsMenuPopup),
);

export interface QuickActionsMenuProps {
  actions: NonNullable<AppBarItems["quickActions"]>;
  clientCompanyRowId: string;
  companyRowId: string | null | undefined;
  companyName: string;
}

/** Quick actions (spec §2.7); the caller hides the menu when no action applies. */
export function QuickActionsMenu(props: QuickActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <QuickActionsMenuPopup
      {...props}
      trigger={
        <ActionIcon variant="light" size={36} aria-label={t("shell.quickActions.label")}>
          <IconBolt size={20} />
        </ActionIcon>
      }
    />
  );
}
