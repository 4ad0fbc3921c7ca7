import { Button, Card, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { HomePageQuery } from "../../../__generated__/HomePageQuery.graphql.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";

export interface HomePageProps {
  queryRef: PreloadedQuery<HomePageQuery>;
}

export function HomePage({ queryRef }: HomePageProps) {
  const { t } = useTranslation();
  usePageTitle(t("areas.home"));
  const { currentUser } = usePreloadedQuery<HomePageQuery>(
    graphql`
      query HomePageQuery @preloadable {
        currentUser {
          rowId
          fullName
        }
      }
    `,
    queryRef,
  );

  if (!currentUser) {
    return (
      <Container size="xs" py={{ base: 48, sm: 96 }}>
        <Card withBorder padding="xl" radius="md">
          <Stack gap="md" align="flex-start">
            <Title order={1} size="h2">
              {t("home.signedOut.title")}
            </Title>
            <Text c="dimmed">{t("home.signedOut.description")}</Text>
            <Button component={Link} to="/authorize">
              {t("home.signedOut.signIn")}
            </Button>
          </Stack>
        </Card>
      </Container>
    );
  }

  const name = currentUser.fullName?.trim();
  return (
    // Keyed by the user, so nothing of one user's view survives a switch to another.
    <Container key={currentUser.rowId} size="md" py={{ base: 32, sm: 48 }}>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {name ? t("home.welcome.title", { name }) : t("home.welcome.titleWithoutName")}
        </Title>
        <Text c="dimmed">{t("home.welcome.description")}</Text>
      </Stack>
    </Container>
  );
}
