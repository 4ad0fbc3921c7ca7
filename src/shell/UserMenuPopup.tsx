import { Badge, Group, Menu, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import {
  IconCheck,
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
import type { UserMenuPopup_clientCompany$key } from "../__generated__/UserMenuPopup_clientCompany.graphql.ts";
import type { UserMenuPopup_currentUser$key } from "../__generated__/UserMenuPopup_currentUser.graphql.ts";
import { useUpdateClientCompanyUserMutation } from "../features/shell/mutations/useUpdateClientCompanyUserMutation.ts";
import { useUpdateUserLanguageMutation } from "../features/shell/mutations/useUpdateUserLanguageMutation.ts";
import { isLanguage, type Language, setLanguage, SUPPORTED_LANGUAGES } from "../i18n/i18n.ts";
import { errorMessageOf } from "../relay/errorText.ts";
import type { LazyPopupProps } from "../ui/lazyPopup.tsx";
import { MenuItemLink } from "./menuLinks.tsx";
import { DEMO_FULL_ROLE, DEMO_SIMPLE_ROLE } from "./userMenuRoles.ts";

// Only administrators open it, and only now and then: it loads when opened.
const ImpersonateUserDialog = lazy(() =>
  import("../features/users/components/ImpersonateUserDialog.tsx").then((module) => ({
    default: module.ImpersonateUserDialog,
  })),
);

export interface UserMenuPopupProps extends LazyPopupProps {
  currentUser: UserMenuPopup_currentUser$key;
  clientCompany: UserMenuPopup_clientCompany$key | null;
  name: string;
  canImpersonate: boolean;
}

/** The user menu's pop-up (loaded on first use, see UserMenu). */
export function UserMenuPopup(props: UserMenuPopupProps) {
  const { name, canImpersonate, target, defaultOpened } = props;
  const { t, i18n } = useTranslation();
  const user = useFragment(
    graphql`
      fragment UserMenuPopup_currentUser on User {
        rowId
        isStandard
        isSuperAdmin
      }
    `,
    props.currentUser,
  );
  const company = useFragment(
    graphql`
      fragment UserMenuPopup_clientCompany on ClientCompany {
        rowId
        branding
        currentUserRoleName
        currentUserCanSwitchDemoMode
      }
    `,
    props.clientCompany,
  );
  const [commitLanguage] = useUpdateUserLanguageMutation();
  const [commitRole, isSwitchingDemo] = useUpdateClientCompanyUserMutation();
  const [isImpersonateOpen, impersonate] = useDisclosure(false);
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "de";

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
      <Menu position="bottom-end" width={260} shadow="md" defaultOpened={defaultOpened}>
        <Menu.Target>{target}</Menu.Target>
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
