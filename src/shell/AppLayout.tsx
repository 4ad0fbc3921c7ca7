import { AppShell, Group, Text, UnstyledButton } from "@mantine/core";
import { Link, Outlet, useMatches } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { BrandMark } from "../ui/BrandMark.tsx";
import { LanguageMenu } from "./LanguageMenu.tsx";
import { BRAND_NAME } from "./usePageTitle.ts";

const HEADER_HEIGHT = 60;

/** The application frame: the top bar (unless the route hides it) and the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const isAppBarHidden = useMatches({ select: (matches) => matches.some((m) => m.staticData.isAppBarHidden) });
  return (
    <AppShell header={isAppBarHidden ? undefined : { height: HEADER_HEIGHT }} padding={0}>
      {isAppBarHidden ? null : (
        <AppShell.Header>
          <Group h="100%" px={{ base: "sm", sm: "lg" }} justify="space-between" wrap="nowrap">
            <Group gap="md" wrap="nowrap">
              <UnstyledButton component={Link} to="/" aria-label={t("shell.homeLink")}>
                <Group gap={10} wrap="nowrap">
                  <BrandMark size={32} />
                  <Text fw={700} fz="lg" c="dark.7" lts={-0.2}>
                    {BRAND_NAME}
                  </Text>
                </Group>
              </UnstyledButton>
              <Text
                c="dimmed"
                fz="sm"
                visibleFrom="sm"
                pl="md"
                style={{ borderLeft: "1px solid var(--app-shell-border-color)" }}
              >
                {t("shell.tagline")}
              </Text>
            </Group>
            <LanguageMenu />
          </Group>
        </AppShell.Header>
      )}
      <AppShell.Main bg="gray.0" mih="100dvh">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
