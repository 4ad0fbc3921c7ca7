import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

import { graphql, useFragment } from "react-relay";
import type { ReducedAppBar_currentUser$key } from "../__generated__/ReducedAppBar_currentUser.graphql.ts";
import { BrandLogo } from "../ui/BrandLogo.tsx";
import { NewsPopover } from "./NewsPopover.tsx";
import { BRAND_NAME } from "../ui/usePageTitle.ts";
import { UserMenu } from "./UserMenu.tsx";
import { UnstyledButtonLink } from "./links.tsx";

export interface ReducedAppBarProps {
  currentUser: ReducedAppBar_currentUser$key;
  /** A super admin acts as the current user. */
  isImpersonated?: boolean;
}

/** The top bar without a company (spec §2.3): logo, tagline and the user menu. */
export function ReducedAppBar(props: ReducedAppBarProps) {
  const { t } = useTranslation();
  const user = useFragment(
    graphql`
      fragment ReducedAppBar_currentUser on User {
        ...UserMenu_currentUser
      }
    `,
    props.currentUser,
  );
  return (
    <Group h="100%" px={{ base: "sm", md: "md" }} justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <UnstyledButtonLink to="/" aria-label={t("shell.homeLink")}>
          <BrandLogo branding={null} productName={BRAND_NAME} />
        </UnstyledButtonLink>
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
      <Group gap={6} wrap="nowrap">
        <NewsPopover />
        <UserMenu currentUser={user} isImpersonated={props.isImpersonated} />
      </Group>
    </Group>
  );
}
