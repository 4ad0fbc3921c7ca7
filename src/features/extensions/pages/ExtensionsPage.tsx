import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconBuildingBank,
  IconCash,
  IconFileInvoice,
  IconLock,
  IconMail,
  IconPlugConnected,
  IconReceipt,
  IconShieldLock,
  IconTargetArrow,
} from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { ExtensionsPageQuery } from "../../../__generated__/ExtensionsPageQuery.graphql.ts";
import { CenteredMessage } from "../../../ui/CenteredMessage.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import {
  type ExtensionItem,
  type ExtensionItemKey,
  type ExtensionSection as ExtensionSectionData,
  extensionSectionsFor,
} from "../lib/extensionItems.ts";

export const extensionsPageQuery = graphql`
  query ExtensionsPageQuery($clientCompanyRowId: UUID!) @preloadable {
    currentUser {
      rowId
      isExternal
      isMfaActive: featureActive(name: "MFA")
    }
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      brandNameOrName
      currentUserHasAdminAccess
      currentUserHasAccountingAccess
      currentUserHasBankingAccess
      featureFlags {
        costUnits
        cashAccount
      }
    }
  }
`;

export interface ExtensionsPageProps {
  queryRef: PreloadedQuery<ExtensionsPageQuery>;
  /** Whether the built-in sign-in runs (it offers the two-factor enrolment). */
  isBuiltInSignIn: boolean;
}

const ICONS: Record<ExtensionItemKey, ReactNode> = {
  multiFactor: <IconShieldLock size={22} stroke={1.6} />,
  costUnits: <IconTargetArrow size={22} stroke={1.6} />,
  cashAccounts: <IconCash size={22} stroke={1.6} />,
  email: <IconMail size={22} stroke={1.6} />,
  getmyinvoices: <IconReceipt size={22} stroke={1.6} />,
  fastbill: <IconFileInvoice size={22} stroke={1.6} />,
  billomat: <IconBuildingBank size={22} stroke={1.6} />,
};

/** The company's integrations page (spec part 1 §2.1 /extensions, part 2 §7 "extension page"):
 * two-factor sign-in, cost units, cash books and the connectors, each to whom its gate allows. */
export function ExtensionsPage({ queryRef, isBuiltInSignIn }: ExtensionsPageProps) {
  const { t } = useTranslation();
  usePageTitle(t("extensions.pageTitle"));
  const { currentUser, clientCompany: company } = usePreloadedQuery<ExtensionsPageQuery>(extensionsPageQuery, queryRef);
  if (!currentUser || currentUser.isExternal || !company) {
    return (
      <CenteredMessage
        color="gray"
        icon={<IconLock size={36} stroke={1.6} />}
        title={t("extensions.forbidden.title")}
        description={t("extensions.forbidden.description")}
      />
    );
  }
  const sections = extensionSectionsFor({
    clientCompanyRowId: company.rowId,
    isBuiltInSignIn,
    isMfaActive: currentUser.isMfaActive === true,
    hasAdminAccess: company.currentUserHasAdminAccess === true,
    hasAccountingAccess: company.currentUserHasAccountingAccess === true,
    hasBankingAccess: company.currentUserHasBankingAccess === true,
    hasCostUnitsFeature: company.featureFlags?.costUnits === true,
    hasCashAccountFeature: company.featureFlags?.cashAccount === true,
  });
  if (sections.length === 0) {
    return (
      <CenteredMessage
        color="gray"
        icon={<IconPlugConnected size={36} stroke={1.6} />}
        title={t("extensions.empty.title")}
        description={t("extensions.empty.description")}
      />
    );
  }
  const connectors = sections.find((section) => section.key === "connectors");
  const others = sections.filter((section) => section.key !== "connectors");
  return (
    <Container size="lg" py={{ base: "md", sm: "xl" }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t("extensions.pageTitle")}
          </Title>
          <Text c="dimmed">{t("extensions.intro", { company: company.brandNameOrName ?? "" })}</Text>
        </Stack>
        {/* The sections of one or two cards (account, accounting, bank) side by side; the
            connectors, the longest, in a row of their own. */}
        <SimpleGrid cols={{ base: 1, md: Math.min(3, others.length) || 1 }} spacing="xl">
          {others.map((section) => (
            <ExtensionSection key={section.key} section={section} cols={1} />
          ))}
        </SimpleGrid>
        {connectors ? <ExtensionSection section={connectors} cols={4} /> : null}
      </Stack>
    </Container>
  );
}

function ExtensionCard({ item }: { item: ExtensionItem }) {
  const { t } = useTranslation();
  const router = useRouter();
  const title = t(`extensions.items.${item.key}.title`);
  const action =
    item.key === "multiFactor"
      ? t(item.isActive ? "extensions.items.multiFactor.manage" : "extensions.items.multiFactor.setUp")
      : t(`extensions.items.${item.key}.action`);
  // A real link (middle click opens a tab); a plain click stays in the app. The integration
  // pages are settings routes loaded on demand, so the path is followed as an address.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate({ href: item.href });
  };
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={title}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={40} radius="md">
              {ICONS[item.key]}
            </ThemeIcon>
            <Title order={3} size="h5">
              {title}
            </Title>
          </Group>
          {item.key === "multiFactor" ? (
            <Badge variant="light" color={item.isActive ? "teal" : "gray"} radius="sm">
              {t(item.isActive ? "extensions.items.multiFactor.on" : "extensions.items.multiFactor.off")}
            </Badge>
          ) : null}
        </Group>
        <Text fz="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {t(`extensions.items.${item.key}.description`)}
        </Text>
        <Group>
          <Button
            component="a"
            href={item.href}
            onClick={follow}
            variant="light"
            size="sm"
            aria-label={t("extensions.actionLabel", { action, item: title })}
          >
            {action}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ExtensionSection({ section, cols }: { section: ExtensionSectionData; cols: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby={`extensions-${section.key}`}>
      <Stack gap={2}>
        <Title order={2} size="h4" id={`extensions-${section.key}`}>
          {t(`extensions.sections.${section.key}`)}
        </Title>
        {section.key === "connectors" ? (
          <Text fz="sm" c="dimmed">
            {t("extensions.connectorsHint")}
          </Text>
        ) : null}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: Math.min(2, cols), lg: cols }} spacing="md">
        {section.items.map((item) => (
          <ExtensionCard key={item.key} item={item} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
