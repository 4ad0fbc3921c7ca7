/* eslint-disable relay/unused-fields -- the access fields are read by dashboardAccessOf (lib/dashboard.ts) */
import { Button, Card, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { DashboardQuery } from "../../../__generated__/DashboardQuery.graphql.ts";
import type { HomePageQuery } from "../../../__generated__/HomePageQuery.graphql.ts";
import { germanToday } from "../../../lib/calendarDate.ts";
import type { DashboardPeriod } from "../../../lib/search/searchSchemas.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { dashboardAccessOf, dashboardVariablesOf } from "../lib/dashboard.ts";
import { Dashboard } from "./Dashboard.tsx";

export const homePageQuery = graphql`
  query HomePageQuery($clientCompanyRowId: UUID!, $withCompany: Boolean!) @preloadable {
    currentUser {
      rowId
      fullName
      dashboardOnlyTodo
      dashboardAllClients
    }
    clientCompany(rowId: $clientCompanyRowId) @include(if: $withCompany) {
      rowId
      currentUserHasBankingAccess
      featureFlags {
        allClientsTodo
      }
    }
  }
`;

export interface HomePageProps {
  queryRef: PreloadedQuery<HomePageQuery>;
  /** The dashboard's query, started by the route loader (null: no company or signed out). */
  dashboardRef?: PreloadedQuery<DashboardQuery> | null;
  period?: DashboardPeriod;
  onPeriodChange?: (period: DashboardPeriod) => void;
  /** Germany's calendar day (the periods' reference). */
  today?: string;
}

export function HomePage({ queryRef, dashboardRef, period, onPeriodChange, today = germanToday() }: HomePageProps) {
  const { t } = useTranslation();
  usePageTitle(t("areas.home"));
  const { currentUser, clientCompany } = usePreloadedQuery<HomePageQuery>(homePageQuery, queryRef);

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

  if (clientCompany && dashboardRef) {
    const variables = dashboardVariablesOf(
      clientCompany.rowId,
      period,
      dashboardAccessOf({ currentUser, clientCompany }),
      today,
    );
    return (
      // Keyed by user and company, so nothing of one company's view survives a switch.
      <Container key={`${currentUser.rowId}/${clientCompany.rowId}`} size={1400} py="md" px="md">
        <Dashboard
          queryRef={dashboardRef}
          period={period}
          variables={variables}
          today={today}
          onPeriodChange={onPeriodChange ?? (() => {})}
        />
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
