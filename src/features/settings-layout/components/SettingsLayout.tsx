import { Box, Container, Flex, NavLink, Paper, Stack, Text } from "@mantine/core";
import {
  IconAddressBook,
  IconBuildingBank,
  IconBuildingFactory2,
  IconFileExport,
  IconFolders,
  IconListNumbers,
  IconPercentage,
  IconTargetArrow,
  IconWorld,
  IconCash,
  IconCategory,
  IconCreditCard,
  IconPlugConnected,
  IconUserCircle,
  IconUsers,
} from "@tabler/icons-react";
import { Outlet, useLocation, useRouter } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { SettingsLayoutQuery } from "../../../__generated__/SettingsLayoutQuery.graphql.ts";
import {
  isSettingsNavItemActive,
  type SettingsNavItemKey,
  settingsNavHref,
  settingsNavigation,
} from "../lib/settingsNavigation.ts";

export const settingsLayoutQuery = graphql`
  query SettingsLayoutQuery($clientCompanyRowId: UUID!, $withCompany: Boolean!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) @include(if: $withCompany) {
      rowId
      brandNameOrName
      currentUserHasBankingAccess
      currentUserHasAdminAccess
      currentUserHasAccountingAccess
      featureFlags {
        cashAccount
        costCenters
        costUnits
        euOss
      }
    }
  }
`;

const ICONS: Record<SettingsNavItemKey, typeof IconUserCircle> = {
  user: IconUserCircle,
  companyUsers: IconUsers,
  bankConnections: IconPlugConnected,
  bankAccounts: IconBuildingBank,
  creditCards: IconCreditCard,
  cashBooks: IconCash,
  moneyCategories: IconCategory,
  exports: IconFileExport,
  documentCategories: IconFolders,
  generalLedgerAccounts: IconListNumbers,
  partnerAccounts: IconAddressBook,
  vats: IconPercentage,
  costCenters: IconBuildingFactory2,
  costUnits: IconTargetArrow,
  euOss: IconWorld,
};

export interface SettingsLayoutProps {
  queryRef: PreloadedQuery<SettingsLayoutQuery>;
}

/** The settings area: its navigation on the left (above on small screens), the page beside. */
export function SettingsLayout({ queryRef }: SettingsLayoutProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const { pathname } = useLocation();
  const { clientCompany } = usePreloadedQuery<SettingsLayoutQuery>(settingsLayoutQuery, queryRef);
  const companyRowId = clientCompany?.rowId ?? null;
  const sections = settingsNavigation({
    clientCompanyRowId: companyRowId,
    hasBankingAccess: clientCompany?.currentUserHasBankingAccess === true,
    hasCashAccountFeature: clientCompany?.featureFlags?.cashAccount === true,
    hasAdminAccess: clientCompany?.currentUserHasAdminAccess === true,
    hasAccountingAccess: clientCompany?.currentUserHasAccountingAccess === true,
    hasCostCentersFeature: clientCompany?.featureFlags?.costCenters === true,
    hasCostUnitsFeature: clientCompany?.featureFlags?.costUnits === true,
    hasEuOssFeature: clientCompany?.featureFlags?.euOss === true,
  });

  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Flex direction={{ base: "column", md: "row" }} gap={{ base: "md", md: "xl" }} align={{ md: "flex-start" }}>
        <Paper
          component="nav"
          aria-label={t("settingsLayout.navigationLabel")}
          withBorder
          radius="md"
          p="xs"
          w={{ base: "100%", md: 260 }}
          style={{ flexShrink: 0 }}
        >
          <Stack gap="sm">
            <Text fw={700} px="sm" pt="xs">
              {t("settingsLayout.title")}
            </Text>
            {sections.map((section) => (
              <Stack key={section.key} gap={2} role="group" aria-labelledby={`settings-nav-${section.key}`}>
                <Box px="sm" pt={4}>
                  <Text id={`settings-nav-${section.key}`} fz="xs" fw={700} tt="uppercase" c="dimmed">
                    {t(`settingsLayout.sections.${section.key}`)}
                  </Text>
                  {section.key === "bank" && clientCompany ? (
                    <Text fz="xs" c="dimmed" lineClamp={1} title={clientCompany.brandNameOrName ?? undefined}>
                      {clientCompany.brandNameOrName}
                    </Text>
                  ) : null}
                </Box>
                {section.items.map((item) => {
                  const Icon = ICONS[item.key];
                  const href = settingsNavHref(item, companyRowId);
                  const isActive = isSettingsNavItemActive(item, pathname);
                  return (
                    <NavLink
                      key={item.key}
                      component="a"
                      href={href}
                      onClick={follow(href)}
                      label={t(`settingsLayout.items.${item.key}`)}
                      leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
                      active={isActive}
                      aria-current={isActive ? "page" : undefined}
                      variant="light"
                      style={{ borderRadius: "var(--mantine-radius-sm)" }}
                    />
                  );
                })}
              </Stack>
            ))}
          </Stack>
        </Paper>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Flex>
    </Container>
  );
}
