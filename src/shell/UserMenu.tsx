import { Avatar, Group, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

import { graphql, useFragment } from "react-relay";
import type { UserMenu_clientCompany$key } from "../__generated__/UserMenu_clientCompany.graphql.ts";
import type { UserMenu_currentUser$key } from "../__generated__/UserMenu_currentUser.graphql.ts";
import { createLazyPopup } from "../ui/lazyPopup.tsx";

export { DEMO_FULL_ROLE, DEMO_SIMPLE_ROLE } from "./userMenuRoles.ts";

// The menu itself (Mantine's Menu, its items, the mutations) loads on first use.
const UserMenuPopup = createLazyPopup("menu", () =>
  import("./UserMenuPopup.tsx").then((module) => module.UserMenuPopup),
);

export interface UserMenuProps {
  currentUser: UserMenu_currentUser$key;
  /** Without a company (reduced bar) the company's entries are left out. */
  clientCompany?: UserMenu_clientCompany$key | null;
  /** A super admin acts as someone else: no second impersonation from here. */
  isImpersonated?: boolean;
}

/** The user menu (spec §2.6): language, demo mode, settings, extensions, log out. */
export function UserMenu(props: UserMenuProps) {
  const { t } = useTranslation();
  const user = useFragment(
    graphql`
      fragment UserMenu_currentUser on User {
        fullName
        firstName
        lastName
        isSuperAdmin
        ...UserMenuPopup_currentUser
      }
    `,
    props.currentUser,
  );
  const company = useFragment(
    graphql`
      fragment UserMenu_clientCompany on ClientCompany {
        ...UserMenuPopup_clientCompany
      }
    `,
    props.clientCompany ?? null,
  );
  const canImpersonate = Boolean(user.isSuperAdmin) && !props.isImpersonated;
  const name = user.fullName?.trim() || t("shell.userMenu.unnamed");
  const initials = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? "")
    .join("")
    .toUpperCase();

  return (
    <UserMenuPopup
      currentUser={user}
      clientCompany={company ?? null}
      name={name}
      canImpersonate={canImpersonate}
      trigger={
        <UnstyledButton
          // The name contains the initials the button shows (WCAG 2.5.3: speech users say what they see).
          aria-label={
            initials ? t("shell.userMenu.labelWithInitials", { name, initials }) : t("shell.userMenu.label", { name })
          }
          px={4}
          py={4}
          style={{ borderRadius: 8 }}
        >
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="petrol" variant="light">
              {initials || null}
            </Avatar>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      }
    />
  );
}
