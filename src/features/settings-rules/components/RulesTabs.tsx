import { Tabs } from "@mantine/core";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { type RuleSection, rulePaths } from "../lib/rulePaths.ts";

const SECTIONS: readonly RuleSection[] = ["interactions", "actions", "reactions"];

/** Rules, their "if" (actions) and their "then" (reactions): one tab each. */
export function RulesTabs({ clientCompanyRowId, active }: { clientCompanyRowId: string; active: RuleSection }) {
  const { t } = useTranslation();
  const router = useRouter();
  const paths = rulePaths(clientCompanyRowId);
  return (
    <Tabs
      value={active}
      onChange={(value) => value && void router.navigate({ href: paths.list(value as RuleSection) })}
      mb="sm"
    >
      <Tabs.List>
        {SECTIONS.map((section) => (
          <Tabs.Tab key={section} value={section}>
            {t(`settingsRules.tabs.${section}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
