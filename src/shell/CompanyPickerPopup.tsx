import { type ButtonProps, Combobox, Loader, useCombobox } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconSelector } from "@tabler/icons-react";
import { useLocation, useNavigate, useRouter } from "@tanstack/react-router";
import { cloneElement, lazy, type ReactElement, Suspense, useEffect, useState } from "react";
import { useRelayEnvironment } from "react-relay";
import { useTranslation } from "react-i18next";
import { useUpsertUserDefaultClientCompanyMutation } from "../features/shell/mutations/useUpsertUserDefaultClientCompanyMutation.ts";
import type { CompanyChoice } from "./CompanyPickerList.tsx";
import { LOAD_MORE_VALUE } from "./companyPickerValues.ts";
import { companySwitchTarget } from "./companySwitchTarget.ts";
import { isSettingsPath, settingsItemsOf } from "./settingsSwitchItems.ts";
import { errorMessageOf } from "../relay/errorText.ts";
import type { LazyPopupProps } from "../ui/lazyPopup.tsx";
import { COMPANY_SEARCH_DEBOUNCE_MS } from "./CompanyPicker.tsx";

// The list (its query and paging) loads when the picker opens, inside the Suspense that
// already waits for its query.
const CompanyPickerList = lazy(() =>
  import("./CompanyPickerList.tsx").then((module) => ({ default: module.CompanyPickerList })),
);

export interface CompanyPickerPopupProps extends LazyPopupProps {
  userRowId: string;
  clientCompanyRowId?: string;
}

/** The company picker's list (loaded on first use, see CompanyPicker); `target` is its button. */
export function CompanyPickerPopup({ userRowId, clientCompanyRowId, target, defaultOpened }: CompanyPickerPopupProps) {
  const { t } = useTranslation();
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
    defaultOpened,
  });
  // Opened at once (the first click loaded it): the search takes the focus, as on later openings.
  useEffect(() => {
    if (defaultOpened) combobox.focusSearchInput();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when it first appears
  }, []);
  const [commitDefault, isSaving] = useUpsertUserDefaultClientCompanyMutation();
  const navigate = useNavigate();
  const router = useRouter();
  const location = useLocation();
  const environment = useRelayEnvironment();

  const choose = (rowId: string) => {
    if (rowId === LOAD_MORE_VALUE) {
      loadMore?.();
      return;
    }
    combobox.closeDropdown();
    const choice = choices.get(rowId);
    if (!choice || rowId === clientCompanyRowId) return;
    commitDefault({
      variables: { input: { userRowId, clientCompanyRowId: rowId } },
      onCompleted: () => {
        void (async () => {
          const target = companySwitchTarget({
            pathname: location.pathname,
            search: location.search as Record<string, unknown>,
            choice,
            routePaths: Object.keys(router.routesByPath),
            fromRowId: clientCompanyRowId,
            settingsItems: isSettingsPath(location.pathname)
              ? await settingsItemsOf(environment, rowId).catch(() => undefined)
              : undefined,
          });
          await navigate({ href: target });
        })();
      },
      onError: (error) => {
        notifications.show({ color: "red", message: errorMessageOf(error, t) });
      },
    });
  };

  return (
    <Combobox store={combobox} width={340} position="bottom-start" shadow="md" onOptionSubmit={choose}>
      <Combobox.Target withAriaAttributes={false}>
        {cloneElement(target as ReactElement<ButtonProps & { onClick: () => void; "aria-expanded": boolean }>, {
          rightSection: isSaving ? <Loader size={14} /> : <IconSelector size={16} />,
          onClick: () => combobox.toggleDropdown(),
          "aria-expanded": combobox.dropdownOpened,
        })}
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
