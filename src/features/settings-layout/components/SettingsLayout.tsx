import { Box, Container, Flex, NavLink, Paper, Stack, Text } from "@mantine/core";
import {
  IconAddressBook,
  IconPlug,
  IconAdjustments,
  IconBuildingBank,
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconBriefcase,
  IconCertificate,
  IconHome2,
  IconId,
  IconScan,
  IconTags,
  IconUserShare,
  IconUsersGroup,
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
  IconRoute,
  IconBolt,
  IconWand,
} from "@tabler/icons-react";
import { Outlet, useLocation, useRouter } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { SettingsLayoutQuery } from "../../../__generated__/SettingsLayoutQuery.graphql.ts";
import {
  isSettingsNavItemActive,
  type SettingsNavItemKey,
  type SettingsNavSectionKey,
  settingsNavHref,
} from "../lib/settingsNavigation.ts";
import { layoutNavigation } from "../lib/layoutNavigation.ts";

/* eslint-disable relay/unused-fields -- layoutNavigation (lib/layoutNavigation.ts) reads them; the
   company picker reads the same query for the company chosen. */
export const settingsLayoutQuery = graphql`
  query SettingsLayoutQuery($clientCompanyRowId: UUID!, $withCompany: Boolean!) @preloadable {
    currentUser {
      isSuperAdmin
    }
    currentUserIsProviderStaff
    clientCompany(rowId: $clientCompanyRowId) @include(if: $withCompany) {
      rowId
      brandNameOrName
      currentUserHasBankingAccess
      currentUserHasAdminAccess
      currentUserHasAccountingAccess
      currentUserHasCompanyManageAccess
      currentUserHasCompanyTagsManageAccess
      currentUserHasSettingsLicenseAccess
      featureFlags {
        cashAccount
        costCenters
        costUnits
        euOss
        userGroup
        realEstateObjects
        rules
        wizardWorkflowAndApprovals
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

const ICONS: Record<SettingsNavItemKey, typeof IconUserCircle> = {
  user: IconUserCircle,
  clientCompanies: IconBriefcase,
  adminCompanies: IconBuildingSkyscraper,
  adminClients: IconBuildingCommunity,
  companyInfo: IconId,
  companyConfig: IconAdjustments,
  companyUsers: IconUsers,
  externalUsers: IconUserShare,
  userGroups: IconUsersGroup,
  partnerCompanies: IconBuildingStore,
  realEstateObjects: IconHome2,
  tags: IconTags,
  license: IconCertificate,
  workflows: IconRoute,
  rules: IconBolt,
  wizards: IconWand,
  integrations: IconPlug,
  extractionService: IconScan,
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

const COMPANY_SECTIONS = new Set<SettingsNavSectionKey>(["company", "bank", "accounting"]);

export interface SettingsLayoutProps {
  queryRef: PreloadedQuery<SettingsLayoutQuery>;
}

/** The settings area: its navigation on the left (above on small screens), the page beside. */
export function SettingsLayout({ queryRef }: SettingsLayoutProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const { pathname } = useLocation();
  const data = usePreloadedQuery<SettingsLayoutQuery>(settingsLayoutQuery, queryRef);
  const { clientCompany } = data;
  const companyRowId = clientCompany?.rowId ?? null;
  const sections = layoutNavigation(data);

  // The company's name stands under the first section that belongs to it.
  const companyNamedSection = sections.find((section) => COMPANY_SECTIONS.has(section.key))?.key;

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
                  {section.key === companyNamedSection && clientCompany ? (
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
