import { Stack } from "@mantine/core";
import { IconBuildingSkyscraper } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { CompanySelectPage_currentUser$key } from "../__generated__/CompanySelectPage_currentUser.graphql.ts";
import { CenteredMessage } from "../ui/CenteredMessage.tsx";
import { CompanyPicker } from "./CompanyPicker.tsx";
import { usePageTitle } from "../ui/usePageTitle.ts";

export interface CompanySelectPageProps {
  currentUser: CompanySelectPage_currentUser$key;
  /** noDefault: no company in the URL and none stored; noAccess: the URL's company is not
   * accessible or does not exist. */
  reason: "noDefault" | "noAccess";
}

/** Asks for a company when the URL has none that can be opened (spec §2.2). */
export function CompanySelectPage({ currentUser, reason }: CompanySelectPageProps) {
  const { t } = useTranslation();
  usePageTitle(t("shell.companySelect.pageTitle"));
  const user = useFragment(
    graphql`
      fragment CompanySelectPage_currentUser on User {
        ...CompanyPicker_currentUser
      }
    `,
    currentUser,
  );
  return (
    <CenteredMessage
      color={reason === "noAccess" ? "orange" : undefined}
      icon={<IconBuildingSkyscraper size={36} stroke={1.6} />}
      title={reason === "noAccess" ? t("shell.companySelect.noAccessTitle") : t("shell.companySelect.noDefaultTitle")}
      description={
        <Stack gap={6} component="span">
          <span>
            {reason === "noAccess" ? t("shell.companySelect.noAccess") : t("shell.companySelect.noDefault")}{" "}
            {t("shell.companySelect.prompt")}
          </span>
        </Stack>
      }
      actions={<CompanyPicker currentUser={user} isAlwaysPicker />}
    />
  );
}
