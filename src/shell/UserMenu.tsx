import { Avatar, Badge, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import {
  IconCheck,
  IconChevronDown,
  IconEye,
  IconLanguage,
  IconLogout,
  IconPlugConnected,
  IconSettings,
  IconUserShield,
} from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";

import { graphql, useFragment } from "react-relay";
import type { UserMenu_clientCompany$key } from "../__generated__/UserMenu_clientCompany.graphql.ts";
import type { UserMenu_currentUser$key } from "../__generated__/UserMenu_currentUser.graphql.ts";
import { useUpdateClientCompanyUserMutation } from "../features/shell/mutations/useUpdateClientCompanyUserMutation.ts";
import { useUpdateUserLanguageMutation } from "../features/shell/mutations/useUpdateUserLanguageMutation.ts";
import { isLanguage, type Language, setLanguage, SUPPORTED_LANGUAGES } from "../i18n/i18n.ts";
import { errorMessageOf } from "../relay/errorText.ts";
import { MenuItemLink } from "./links.tsx";

// Only administrators open it, and only now and then: it loads when opened.
const ImpersonateUserDialog = lazy(() =>
  import("../features/users/components/ImpersonateUserDialog.tsx").then((module) => ({
    default: module.ImpersonateUserDialog,
  })),
);

export interface UserMenuProps {
  currentUser: UserMenu_currentUser$key;
  /** Without a company (reduced bar) the company's entries are left out. */
  clientCompany?: UserMenu_clientCompany$key | null;
  /** A super admin acts as someone else: no second impersonation from here. */
  isImpersonated?: boolean;
}

/** Spec §4: the demo-mode switch toggles between these two roles. */
export const DEMO_SIMPLE_ROLE = "COLLABORATION_ONLY";
export const DEMO_FULL_ROLE = "ADMIN";

/** The user menu (spec §2.6): language, demo mode, settings, extensions, log out. */
export function UserMenu(props: UserMenuProps) {
  const { t, i18n } = useTranslation();
  const user = useFragment(
    graphql`
      fragment UserMenu_currentUser on User {
        rowId
        fullName
        firstName
        lastName
        isStandard
        isSuperAdmin
      }
    `,
    props.currentUser,
  );
  const company = useFragment(
    graphql`
      fragment UserMenu_clientCompany on ClientCompany {
        rowId
        branding
        currentUserRoleName
        currentUserCanSwitchDemoMode
      }
    `,
    props.clientCompany ?? null,
  );
  const [commitLanguage] = useUpdateUserLanguageMutation();
  const [commitRole, isSwitchingDemo] = useUpdateClientCompanyUserMutation();
  const [isImpersonateOpen, impersonate] = useDisclosure(false);
  const canImpersonate = Boolean(user.isSuperAdmin) && !props.isImpersonated;
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "de";
  const name = user.fullName?.trim() || t("shell.userMenu.unnamed");
  const initials = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? "")
    .join("")
    .toUpperCase();

  const changeLanguage = (language: Language) => {
    void setLanguage(language);
    commitLanguage({
      variables: { input: { rowId: user.rowId, language } },
      onError: (error) => {
        notifications.show({ color: "red", message: errorMessageOf(error, t) });
      },
    });
  };

  const isDemoSimple = company?.currentUserRoleName === DEMO_SIMPLE_ROLE;
  const switchDemoMode = () => {
    if (!company) return;
    commitRole({
      variables: {
        input: { clientCompanyRowId: company.rowId, roleName: isDemoSimple ? DEMO_FULL_ROLE : DEMO_SIMPLE_ROLE },
      },
      // The role changes what every screen shows: start afresh on the home page.
      onCompleted: () => window.location.assign(`/?clientCompanyRowId=${encodeURIComponent(company.rowId)}`),
      onError: (error) => {
        notifications.show({ color: "red", message: errorMessageOf(error, t) });
      },
    });
  };

  return (
    <>
      <Menu position="bottom-end" width={260} shadow="md">
        <Menu.Target>
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
        </Menu.Target>
        <Menu.Dropdown>
          <Group px="sm" py={8} gap={8} wrap="nowrap">
            <Text fz="sm" fw={600} truncate>
              {name}
            </Text>
            {user.isSuperAdmin ? (
              <Badge size="xs" variant="light" color="grape">
                {t("shell.userMenu.superAdmin")}
              </Badge>
            ) : null}
          </Group>
          <Menu.Divider />
          <Menu.Label>
            <Group gap={6}>
              <IconLanguage size={14} />
              {t("shell.language.menuLabel")}
            </Group>
          </Menu.Label>
          {SUPPORTED_LANGUAGES.map((language) => (
            <Menu.Item
              key={language}
              lang={language}
              aria-current={language === current ? "true" : undefined}
              rightSection={language === current ? <IconCheck size={16} /> : null}
              onClick={() => changeLanguage(language)}
            >
              {t(`shell.language.${language}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          {company?.currentUserCanSwitchDemoMode ? (
            <Menu.Item leftSection={<IconEye size={16} />} onClick={switchDemoMode} disabled={isSwitchingDemo}>
              {isDemoSimple ? t("shell.userMenu.demoFullView") : t("shell.userMenu.demoSimple")}
            </Menu.Item>
          ) : null}
          {user.isStandard ? (
            <MenuItemLink
              to="/settings"
              search={company ? { clientCompanyRowId: company.rowId } : {}}
              leftSection={<IconSettings size={16} />}
            >
              {t("shell.userMenu.settings")}
            </MenuItemLink>
          ) : null}
          {canImpersonate ? (
            <Menu.Item leftSection={<IconUserShield size={16} />} onClick={impersonate.open}>
              {t("shell.impersonation.menuItem")}
            </Menu.Item>
          ) : null}
          {company && !company.branding ? (
            <MenuItemLink
              to="/extensions"
              search={{ clientCompanyRowId: company.rowId }}
              leftSection={<IconPlugConnected size={16} />}
            >
              {t("shell.userMenu.extensions")}
            </MenuItemLink>
          ) : null}
          <MenuItemLink to="/logout" color="red" leftSection={<IconLogout size={16} />}>
            {t("shell.userMenu.logout")}
          </MenuItemLink>
        </Menu.Dropdown>
      </Menu>
      {/* Mounted only while open: it searches as soon as it is there. */}
      {canImpersonate && isImpersonateOpen ? (
        <Suspense fallback={null}>
          <ImpersonateUserDialog opened onClose={impersonate.close} currentUserRowId={user.rowId} />
        </Suspense>
      ) : null}
    </>
  );
}
