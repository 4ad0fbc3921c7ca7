import { Menu } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBuildingBank, IconGitBranch, IconUserPlus } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";

import type { LazyPopupProps } from "../ui/lazyPopup.tsx";
import type { QuickActionsMenuProps } from "./QuickActionsMenu.tsx";

// The invitation form (and its form library) loads when the dialog is opened.
const InviteColleagueDialog = lazy(() =>
  import("../features/users/components/InviteColleagueDialog.tsx").then((module) => ({
    default: module.InviteColleagueDialog,
  })),
);

export type QuickActionsMenuPopupProps = QuickActionsMenuProps & LazyPopupProps;

/** The quick actions' pop-up (loaded on first use, see QuickActionsMenu). */
export function QuickActionsMenuPopup({
  actions,
  clientCompanyRowId,
  companyName,
  target,
  defaultOpened,
}: QuickActionsMenuPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isInviteOpen, invite] = useDisclosure(false);
  const label = t("shell.quickActions.label");
  // Spec §2.7: the workflow-and-approvals wizard of the company worked in (its settings live
  // under /settings/{clientCompanyRowId}/…). The settings pages' routes may not be loaded yet
  // (they join the router on demand), so the address is built, not looked up.
  const workflowWizardPath = `/settings/${clientCompanyRowId}/wizards/workflow-and-approvals/create`;
  const bankConnectionsPath = "/settings/bank/connections";

  return (
    <>
      <Menu position="bottom-end" width={240} shadow="md" defaultOpened={defaultOpened}>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{label}</Menu.Label>
          {actions.addWorkflow ? (
            <Menu.Item
              leftSection={<IconGitBranch size={16} />}
              onClick={() => void navigate({ href: withCompany(workflowWizardPath, clientCompanyRowId) })}
            >
              {t("shell.quickActions.addWorkflow")}
            </Menu.Item>
          ) : null}
          {actions.inviteColleague ? (
            <Menu.Item leftSection={<IconUserPlus size={16} />} onClick={invite.open}>
              {t("shell.quickActions.inviteColleague")}
            </Menu.Item>
          ) : null}
          {actions.addBankConnection ? (
            <Menu.Item
              leftSection={<IconBuildingBank size={16} />}
              onClick={() => void navigate({ href: withCompany(`${bankConnectionsPath}?add=1`, clientCompanyRowId) })}
            >
              {t("shell.quickActions.addBankConnection")}
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {actions.inviteColleague && isInviteOpen ? (
        <Suspense fallback={null}>
          <InviteColleagueDialog
            opened
            onClose={invite.close}
            clientCompanyRowId={clientCompanyRowId}
            companyName={companyName}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function withCompany(path: string, clientCompanyRowId: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}clientCompanyRowId=${encodeURIComponent(clientCompanyRowId)}`;
}
