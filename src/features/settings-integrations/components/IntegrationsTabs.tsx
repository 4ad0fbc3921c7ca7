import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useInAppNavigation } from "../../../ui/HrefLinks.tsx";
import { INTEGRATION_TABS, type IntegrationTab, integrationHref } from "../lib/integrationPaths.ts";

export interface IntegrationsTabsProps {
  clientCompanyRowId: string;
  active: IntegrationTab;
}

/** The integrations' tabs (spec part 2, settings {company}/integrations): e-mail, GetMyInvoices,
 * Fastbill, Billomat — each a page of its own (a link: middle-click opens it in a new tab). */
export function IntegrationsTabs({ clientCompanyRowId, active }: IntegrationsTabsProps) {
  const { t } = useTranslation();
  const onClick = useInAppNavigation();
  return (
    <Tabs value={active} keepMounted={false} aria-label={t("settingsIntegrations.tabs.label")}>
      <Tabs.List>
        {INTEGRATION_TABS.map((tab) => {
          const href = integrationHref(clientCompanyRowId, tab);
          return (
            <Tabs.Tab
              key={tab}
              value={tab}
              renderRoot={(props) => <a {...props} href={href} onClick={onClick(href)} />}
            >
              {t(`settingsIntegrations.tabs.${tab}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
