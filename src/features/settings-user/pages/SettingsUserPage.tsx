import { Alert, Container, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { SettingsUserPageQuery } from "../../../__generated__/SettingsUserPageQuery.graphql.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { PasswordSection } from "../components/PasswordSection.tsx";
import { ProfileForm } from "../components/ProfileForm.tsx";
import { SessionsSection } from "../components/SessionsSection.tsx";
import { TwoFactorSection } from "../components/TwoFactorSection.tsx";

export const settingsUserPageQuery = graphql`
  query SettingsUserPageQuery @preloadable {
    currentSessionIsImpersonated
    currentUser {
      rowId
      ...ProfileForm_user
      ...SessionsSection_user
      ...PasswordSection_user
      ...TwoFactorSection_user
    }
  }
`;

export interface SettingsUserPageProps {
  queryRef: PreloadedQuery<SettingsUserPageQuery>;
  /** Whether the built-in identity provider signs in: then password and TOTP are ours. */
  isBuiltInSignIn: boolean;
}

/** Settings → user (/settings/user): the signed-in user's profile, sessions and sign-in. */
export function SettingsUserPage({ queryRef, isBuiltInSignIn }: SettingsUserPageProps) {
  const { t } = useTranslation();
  usePageTitle(t("settingsUser.pageTitle"));
  const { currentUser, currentSessionIsImpersonated } = usePreloadedQuery<SettingsUserPageQuery>(
    settingsUserPageQuery,
    queryRef,
  );
  // The shell sends visitors to sign in first; this only covers the moment in between.
  if (!currentUser) return null;
  const isImpersonated = currentSessionIsImpersonated === true;
  return (
    // Keyed by the user, so no form keeps another user's values.
    <Container key={currentUser.rowId} size="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t("settingsUser.pageTitle")}
          </Title>
          <Text c="dimmed">{t("settingsUser.lead")}</Text>
        </Stack>
        <ProfileForm user={currentUser} />
        <SessionsSection user={currentUser} isImpersonated={isImpersonated} />
        {isImpersonated ? (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} />}>
            {t("settingsUser.impersonatedNote")}
          </Alert>
        ) : isBuiltInSignIn ? (
          <>
            <PasswordSection user={currentUser} />
            <TwoFactorSection user={currentUser} />
          </>
        ) : (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} />}>
            {t("settingsUser.externalProviderNote")}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
