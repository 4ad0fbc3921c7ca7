import { Button, Text } from "@mantine/core";
import { IconBuilding, IconSelector } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { CompanyPicker_currentUser$key } from "../__generated__/CompanyPicker_currentUser.graphql.ts";
import { createLazyPopup } from "../ui/lazyPopup.tsx";

// The picker's list (Mantine's Combobox, the search, its query and paging) loads on first use.
const CompanyPickerPopup = createLazyPopup("listbox", () =>
  import("./CompanyPickerPopup.tsx").then((module) => module.CompanyPickerPopup),
);

/** Spec §9: the company search waits this long after the last key stroke. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 300;

export interface CompanyPickerProps {
  currentUser: CompanyPicker_currentUser$key;
  clientCompanyRowId?: string;
  /** The current company's name; without it the picker asks to choose one. */
  companyName?: string;
  /** On a page (no company chosen) the picker is always a button. */
  isAlwaysPicker?: boolean;
}

/** The company picker (spec §2.4): a searchable, paged list for super admins and users of
 * several companies; the plain company name for everyone else. */
export function CompanyPicker({
  currentUser: userKey,
  clientCompanyRowId,
  companyName,
  isAlwaysPicker,
}: CompanyPickerProps) {
  const { t } = useTranslation();
  const user = useFragment(
    graphql`
      fragment CompanyPicker_currentUser on User {
        rowId
        isSuperAdmin
        clientCompanyUsers {
          totalCount
        }
      }
    `,
    userKey,
  );
  const canPick = isAlwaysPicker || user.isSuperAdmin === true || user.clientCompanyUsers.totalCount > 1;
  if (!canPick) {
    return (
      <Text fw={600} fz="sm" truncate maw={280} data-testid="company-name">
        {companyName}
      </Text>
    );
  }

  const label = companyName
    ? t("shell.companyPicker.switchLabel", { company: companyName })
    : t("shell.companyPicker.choose");
  return (
    <CompanyPickerPopup
      userRowId={user.rowId}
      clientCompanyRowId={clientCompanyRowId}
      trigger={
        <Button
          variant={isAlwaysPicker ? "filled" : "subtle"}
          color={isAlwaysPicker ? undefined : "gray"}
          c={isAlwaysPicker ? undefined : "dark.7"}
          px={isAlwaysPicker ? undefined : 8}
          maw={isAlwaysPicker ? undefined : 300}
          leftSection={isAlwaysPicker ? <IconBuilding size={18} /> : undefined}
          rightSection={<IconSelector size={16} />}
          aria-label={label}
          aria-haspopup="listbox"
          styles={{ label: { overflow: "hidden", textOverflow: "ellipsis" } }}
        >
          {companyName || t("shell.companyPicker.choose")}
        </Button>
      }
    />
  );
}
