import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

// Spec part 1 §6 Roles: "Badges for user type: super admin, public link, external user, regular
// user." One badge wherever people are listed.

export type UserKind = "SUPER_ADMIN" | "PUBLIC_LINK" | "EXTERNAL" | "STANDARD";

export interface UserKindFields {
  isSuperAdmin?: boolean | null;
  isExternal?: boolean | null;
  isExternalPublicLink?: boolean | null;
}

/** The kind a user's fields name (a public-link user is also external). */
export function userKind({ isSuperAdmin, isExternal, isExternalPublicLink }: UserKindFields): UserKind {
  if (isSuperAdmin) return "SUPER_ADMIN";
  if (isExternalPublicLink) return "PUBLIC_LINK";
  if (isExternal) return "EXTERNAL";
  return "STANDARD";
}

const COLORS: Record<UserKind, string> = {
  SUPER_ADMIN: "grape",
  PUBLIC_LINK: "orange",
  EXTERNAL: "yellow",
  STANDARD: "gray",
};

export interface UserTypeBadgeProps extends UserKindFields {
  /** Regular users get no badge unless asked (lists mark the exceptions). */
  showStandard?: boolean;
}

export function UserTypeBadge({ showStandard = false, ...fields }: UserTypeBadgeProps) {
  const { t } = useTranslation();
  const kind = userKind(fields);
  if (kind === "STANDARD" && !showStandard) return null;
  return (
    <Badge size="xs" variant="light" color={COLORS[kind]} radius="sm">
      {t(`userType.${kind}`)}
    </Badge>
  );
}
