import { Button, Combobox, Loader, Text, useCombobox } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconBuilding, IconSelector } from "@tabler/icons-react";
import { useLocation, useNavigate, useRouter } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { CompanyPicker_currentUser$key } from "../__generated__/CompanyPicker_currentUser.graphql.ts";
import { useUpsertUserDefaultClientCompanyMutation } from "../features/shell/mutations/useUpsertUserDefaultClientCompanyMutation.ts";
import type { CompanyChoice } from "./CompanyPickerList.tsx";
import { LOAD_MORE_VALUE } from "./companyPickerValues.ts";
import { companySwitchTarget } from "./companySwitchTarget.ts";
import { errorMessageOf } from "../relay/errorText.ts";

// The list (its query and paging) loads when the picker opens, inside the Suspense that
// already waits for its query.
const CompanyPickerList = lazy(() =>
  import("./CompanyPickerList.tsx").then((module) => ({ default: module.CompanyPickerList })),
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
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), COMPANY_SEARCH_DEBOUNCE_MS);
  const [loadMore, setLoadMore] = useState<(() => void) | null>(null);
  const [choices] = useState(() => new Map<string, CompanyChoice>());
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch("");
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const [commitDefault, isSaving] = useUpsertUserDefaultClientCompanyMutation();
  const navigate = useNavigate();
  const router = useRouter();
  const location = useLocation();

  const canPick = isAlwaysPicker || user.isSuperAdmin === true || user.clientCompanyUsers.totalCount > 1;
  if (!canPick) {
    return (
      <Text fw={600} fz="sm" truncate maw={280} data-testid="company-name">
        {companyName}
      </Text>
    );
  }

  const choose = (rowId: string) => {
    if (rowId === LOAD_MORE_VALUE) {
      loadMore?.();
      return;
    }
    combobox.closeDropdown();
    const choice = choices.get(rowId);
    if (!choice || rowId === clientCompanyRowId) return;
    commitDefault({
      variables: { input: { userRowId: user.rowId, clientCompanyRowId: rowId } },
      onCompleted: () => {
        const target = companySwitchTarget({
          pathname: location.pathname,
          search: location.search as Record<string, unknown>,
          choice,
          routePaths: Object.keys(router.routesByPath),
        });
        void navigate({ href: target });
      },
      onError: (error) => {
        notifications.show({ color: "red", message: errorMessageOf(error, t) });
      },
    });
  };

  const label = companyName
    ? t("shell.companyPicker.switchLabel", { company: companyName })
    : t("shell.companyPicker.choose");
  return (
    <Combobox store={combobox} width={340} position="bottom-start" shadow="md" onOptionSubmit={choose}>
      <Combobox.Target withAriaAttributes={false}>
        <Button
          variant={isAlwaysPicker ? "filled" : "subtle"}
          color={isAlwaysPicker ? undefined : "gray"}
          c={isAlwaysPicker ? undefined : "dark.7"}
          px={isAlwaysPicker ? undefined : 8}
          maw={isAlwaysPicker ? undefined : 300}
          leftSection={isAlwaysPicker ? <IconBuilding size={18} /> : undefined}
          rightSection={isSaving ? <Loader size={14} /> : <IconSelector size={16} />}
          onClick={() => combobox.toggleDropdown()}
          aria-label={label}
          aria-haspopup="listbox"
          aria-expanded={combobox.dropdownOpened}
          styles={{ label: { overflow: "hidden", textOverflow: "ellipsis" } }}
        >
          {companyName || t("shell.companyPicker.choose")}
        </Button>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t("shell.companyPicker.placeholder")}
          aria-label={t("shell.companyPicker.searchLabel")}
        />
        {combobox.dropdownOpened ? (
          <Suspense
            fallback={
              <Combobox.Empty>
                <Loader size="sm" aria-label={t("pending.loading")} />
              </Combobox.Empty>
            }
          >
            <CompanyPickerList
              searchText={debouncedSearch}
              selectedRowId={clientCompanyRowId}
              choices={choices}
              onLoadMoreChange={(fn) => setLoadMore(() => fn)}
            />
          </Suspense>
        ) : null}
      </Combobox.Dropdown>
    </Combobox>
  );
}
