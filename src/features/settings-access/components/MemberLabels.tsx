import { Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MEMBER_ROLES, type MemberRole } from "../../../lib/inviteUserSchema.ts";
import { UserTypeBadge, type UserKindFields } from "../../../ui/UserTypeBadge.tsx";

const K = "settingsAccess";

export const isMemberRole = (value: string): value is MemberRole => (MEMBER_ROLES as readonly string[]).includes(value);

/** A role's name in the current language (a role unknown to this client: its code). */
export function useRoleLabel() {
  const { t } = useTranslation();
  return (roleName: string) => (isMemberRole(roleName) ? t(`${K}.roles.${roleName}`) : roleName);
}

export interface MemberNameProps {
  user: UserKindFields & { fullName: string | null | undefined; email: string };
  isCurrentUser: boolean;
}

/** The member's name (or address) with their user-type badge and "You" for oneself. */
export function MemberName({ user, isCurrentUser }: MemberNameProps) {
  const { t } = useTranslation();
  return (
    <Group component="span" gap={6} wrap="nowrap">
      <Text span inherit>
        {user.fullName || user.email}
      </Text>
      <UserTypeBadge
        isSuperAdmin={user.isSuperAdmin}
        isExternal={user.isExternal}
        isExternalPublicLink={user.isExternalPublicLink}
      />
      {isCurrentUser ? (
        <Badge size="xs" variant="outline" color="gray" radius="sm">
          {t(`${K}.you`)}
        </Badge>
      ) : null}
    </Group>
  );
}
