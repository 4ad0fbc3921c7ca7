import { Alert, Anchor } from "@mantine/core";
import { IconUserShield } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

export interface ImpersonationBannerProps {
  /** The user a super admin is acting as. */
  name: string;
}

/** Always visible while a super admin acts as someone else, so no one forgets whose data
 * they are changing. Signing out ends the impersonated session. */
export function ImpersonationBanner({ name }: ImpersonationBannerProps) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="filled" radius={0} py={6} icon={<IconUserShield size={18} />} role="status">
      {t("shell.impersonation.banner", { name })}{" "}
      <Anchor component={Link} to="/logout" c="white" fw={700} underline="always">
        {t("shell.impersonation.end")}
      </Anchor>
    </Alert>
  );
}
