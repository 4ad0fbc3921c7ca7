import { ActionIcon, Box, Group } from "@mantine/core";
import {
  IconBuildingBank,
  IconCalculator,
  IconCoinEuro,
  IconHelp,
  IconLayoutDashboard,
  IconUpload,
} from "@tabler/icons-react";
import { useLocation } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { graphql, useFragment } from "react-relay";
import type { AppBar_clientCompany$key } from "../__generated__/AppBar_clientCompany.graphql.ts";
import type { AppBar_currentUser$key } from "../__generated__/AppBar_currentUser.graphql.ts";
import { BrandLogo, type Branding } from "../ui/BrandLogo.tsx";
import { appBarItemsFor } from "./appBarItems.ts";
import { ApprovalsNavButton } from "./ApprovalsNavButton.tsx";
import { CompanyPicker } from "./CompanyPicker.tsx";
import { DocumentsMenu } from "./DocumentsMenu.tsx";
import { documentsSearch } from "./documentsSearch.ts";
import { NewsPopover } from "./NewsPopover.tsx";
import { NotificationBell } from "./notifications/NotificationBell.tsx";
import { QuickActionsMenu } from "./QuickActionsMenu.tsx";
import { BRAND_NAME } from "../ui/usePageTitle.ts";
import { UserMenu } from "./UserMenu.tsx";
import { ButtonLink, UnstyledButtonLink } from "./links.tsx";

export const APP_BAR_HEIGHT = 60;
/** The product's help site; linked for companies without their own branding. */
export const HELP_URL = "https://hilfe.belegwerk.example/";

export interface AppBarProps {
  currentUser: AppBar_currentUser$key;
  clientCompany: AppBar_clientCompany$key;
  /** A super admin acts as the current user. */
  isImpersonated?: boolean;
}

/** The top bar for a selected company (spec §2.3). */
export function AppBar(props: AppBarProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const currentUser = useFragment(
    graphql`
      fragment AppBar_currentUser on User {
        rowId
        ...CompanyPicker_currentUser
        ...UserMenu_currentUser
      }
    `,
    props.currentUser,
  );
  const company = useFragment(
    graphql`
      fragment AppBar_clientCompany on ClientCompany {
        rowId
        companyRowId
        brandNameOrName
        branding
        hasAccountingSystem
        currentUserHasAdminAccess
        currentUserHasAccountingAccess
        currentUserHasDocumentsManageAccess
        currentUserHasBankingAccess
        featureFlags {
          documentsWorkflowView
          appBarQuickActions
          wizardWorkflowAndApprovals
          faktooraIframe
        }
        currentUserFaktooraConfig {
          token
        }
        ...DocumentsMenu_clientCompany
        ...UserMenu_clientCompany
      }
    `,
    props.clientCompany,
  );
  const items = appBarItemsFor({
    branding: company.branding,
    hasAccountingSystem: company.hasAccountingSystem,
    currentUserHasAdminAccess: company.currentUserHasAdminAccess,
    currentUserHasAccountingAccess: company.currentUserHasAccountingAccess,
    currentUserHasDocumentsManageAccess: company.currentUserHasDocumentsManageAccess,
    currentUserHasBankingAccess: company.currentUserHasBankingAccess,
    featureFlags: company.featureFlags && {
      documentsWorkflowView: company.featureFlags.documentsWorkflowView,
      appBarQuickActions: company.featureFlags.appBarQuickActions,
      wizardWorkflowAndApprovals: company.featureFlags.wizardWorkflowAndApprovals,
      faktooraIframe: company.featureFlags.faktooraIframe,
    },
    hasFinancingToken: !!company.currentUserFaktooraConfig?.token,
  });
  const clientCompanyRowId = company.rowId;
  const companySearch = { clientCompanyRowId };
  const view = (search as Record<string, unknown>).view;

  return (
    <Group h="100%" px={{ base: "sm", md: "md" }} gap="sm" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: "1 1 auto" }}>
        <UnstyledButtonLink to="/" search={companySearch} aria-label={t("shell.homeLink")}>
          <BrandLogo branding={company.branding as Branding | null} productName={BRAND_NAME} />
        </UnstyledButtonLink>
        <Box pl="sm" miw={0} style={{ borderLeft: "1px solid var(--app-shell-border-color)", overflow: "hidden" }}>
          <CompanyPicker
            currentUser={currentUser}
            clientCompanyRowId={clientCompanyRowId}
            companyName={company.brandNameOrName ?? ""}
          />
        </Box>
      </Group>

      <Group component="nav" aria-label={t("shell.mainNavigation")} gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
        <NavButton
          to="/"
          search={companySearch}
          icon={<IconLayoutDashboard size={18} />}
          isActive={pathname === "/"}
          label={t("shell.nav.dashboard")}
        />
        {items.documentsMenu ? (
          <DocumentsMenu
            clientCompany={company}
            isActive={pathname.startsWith("/documents") && view !== "ACCOUNTING_VIEW" && view !== "WORKFLOW_VIEW"}
          />
        ) : null}
        {items.banking ? (
          <NavButton
            to="/banking"
            search={companySearch}
            icon={<IconBuildingBank size={18} />}
            isActive={pathname === "/banking"}
            label={t("shell.nav.banking")}
          />
        ) : null}
        {items.bookkeeping ? (
          <NavButton
            to="/documents"
            search={documentsSearch(clientCompanyRowId, { view: "ACCOUNTING_VIEW" })}
            icon={<IconCalculator size={18} />}
            isActive={pathname === "/documents" && view === "ACCOUNTING_VIEW"}
            label={t("shell.nav.bookkeeping")}
          />
        ) : null}
        {items.approvals ? (
          <ApprovalsNavButton
            clientCompanyRowId={clientCompanyRowId}
            currentUserRowId={currentUser.rowId}
            isActive={pathname === "/documents" && view === "WORKFLOW_VIEW"}
            refreshKey={pathname}
          />
        ) : null}
        {items.externalFinancing ? (
          <NavButton
            to="/faktoora"
            search={companySearch}
            icon={<IconCoinEuro size={18} />}
            isActive={pathname === "/faktoora"}
            label={t("shell.nav.externalFinancing")}
          />
        ) : null}
      </Group>

      <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
        {items.upload ? (
          <ButtonLink to="/upload" search={companySearch} leftSection={<IconUpload size={18} />}>
            {t("shell.upload")}
          </ButtonLink>
        ) : null}
        {items.quickActions ? (
          <QuickActionsMenu
            actions={items.quickActions}
            clientCompanyRowId={clientCompanyRowId}
            companyRowId={company.companyRowId}
            companyName={company.brandNameOrName ?? ""}
          />
        ) : null}
        {items.help ? (
          // A native hint: the button's name is its aria-label, the hint only repeats it (and
          // Mantine's Tooltip would bring Floating UI into every first load).
          <ActionIcon
            component="a"
            href={HELP_URL}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray"
            size={36}
            aria-label={t("shell.nav.helpNewTab")}
            title={t("shell.nav.helpNewTab")}
          >
            <IconHelp size={20} />
          </ActionIcon>
        ) : null}
        <NotificationBell />
        <NewsPopover />
        <UserMenu currentUser={currentUser} clientCompany={company} isImpersonated={props.isImpersonated} />
      </Group>
    </Group>
  );
}

interface NavButtonProps {
  to: "/" | "/banking" | "/documents" | "/faktoora";
  search: { clientCompanyRowId: string };
  icon: ReactNode;
  label: string;
  isActive: boolean;
}

function NavButton({ to, search, icon, label, isActive }: NavButtonProps) {
  return (
    <ButtonLink
      to={to}
      search={search}
      variant={isActive ? "light" : "subtle"}
      color={isActive ? undefined : "gray"}
      px={10}
      leftSection={icon}
      aria-current={isActive ? "page" : undefined}
    >
      {label}
    </ButtonLink>
  );
}
